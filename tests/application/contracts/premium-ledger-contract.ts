import { Effect, Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import type { PaymentEvent } from "../../../application/premium/payment-event.ts";
import { PremiumLedger } from "../../../application/premium/premium-ledger.ts";
import { premiumUntil } from "../../../domain/premium.ts";

export type PremiumPorts = PremiumLedger | AccountRepository;

export interface PremiumStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, PremiumPorts>) => Promise<A>;
  readonly close: () => Promise<void>;
}

export interface PremiumHarness {
  readonly name: string;
  readonly open: () => Promise<PremiumStorage>;
}

const START = Date.UTC(2026, 10, 20, 12, 0, 0);
const NEXT_YEAR = Date.UTC(2027, 10, 20, 12, 0, 0);
const YEAR_AFTER = Date.UTC(2028, 10, 20, 12, 0, 0);

export const premiumLedgerContract = (harness: PremiumHarness) =>
  describe(`the premium ledger on ${harness.name}`, () => {
    let storage: PremiumStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, PremiumPorts>) => storage.run(effect);
    const newUser = () => {
      const email = `premium${++counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      return run(
        Effect.flatMap(Effect.service(AccountRepository), (accounts) =>
          accounts.register({ email, passwordHash: "hash" }, () => ({ kind: "welcome", to: email, subject: "Welcome", text: "hi", html: "<p>hi</p>" })),
        ),
      );
    };
    const event = (
      eventId: string,
      userId: number | null,
      paid: { readonly reference: string; readonly start: number } | null,
      type = "invoice.paid",
    ): PaymentEvent => ({
      provider: "test-provider",
      eventId: `${eventId}-${counter}`,
      type,
      userId,
      paidPeriod: paid === null ? null : { reference: `${paid.reference}-${counter}`, start: paid.start },
      payload: { id: eventId },
    });
    const record = (payment: PaymentEvent) => run(Effect.flatMap(Effect.service(PremiumLedger), (ledger) => ledger.record(payment, premiumUntil)));
    const premiumOf = async (userId: number) =>
      Option.getOrNull(await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.loadProfile(userId))))?.premiumUntil ?? null;

    beforeAll(async () => {
      storage = await harness.open();
    });
    afterAll(async () => {
      await storage.close();
    });

    it("makes a user premium for 12 months from the start of a paid period", async () => {
      const userId = await newUser();
      expect(await record(event("evt_1", userId, { reference: "in_1", start: START }))).toBe("recorded");
      expect(await premiumOf(userId)).toBe(NEXT_YEAR);
    });

    it("changes nothing for a replayed event, even when its body differs", async () => {
      const userId = await newUser();
      const paid = event("evt_1", userId, { reference: "in_1", start: START });
      await record(paid);
      expect(await record(paid)).toBe("duplicate");
      expect(await record({ ...paid, paidPeriod: { reference: "in_other", start: NEXT_YEAR } })).toBe("duplicate");
      expect(await premiumOf(userId)).toBe(NEXT_YEAR);
    });

    it("counts a period once when two different events report it", async () => {
      const userId = await newUser();
      await record(event("evt_paid", userId, { reference: "in_1", start: START }));
      await record(event("evt_succeeded", userId, { reference: "in_1", start: START }, "invoice.payment_succeeded"));
      expect(await premiumOf(userId)).toBe(NEXT_YEAR);
    });

    it("ends up with the same premium whichever order the paid periods arrive in", async () => {
      const inOrder = await newUser();
      await record(event("evt_a", inOrder, { reference: "in_a", start: START }));
      await record(event("evt_b", inOrder, { reference: "in_b", start: NEXT_YEAR }));
      const reversed = await newUser();
      await record(event("evt_b", reversed, { reference: "in_b", start: NEXT_YEAR }));
      expect(await premiumOf(reversed)).toBe(YEAR_AFTER);
      await record(event("evt_a", reversed, { reference: "in_a", start: START }));
      expect(await premiumOf(inOrder)).toBe(YEAR_AFTER);
      expect(await premiumOf(reversed)).toBe(YEAR_AFTER);
    });

    it("records cancellations, failed renewals and events about unknown users without changing any premium", async () => {
      const userId = await newUser();
      await record(event("evt_paid", userId, { reference: "in_1", start: START }));
      expect(await record(event("evt_cancel", userId, null, "customer.subscription.deleted"))).toBe("recorded");
      expect(await record(event("evt_failed", userId, null, "invoice.payment_failed"))).toBe("recorded");
      expect(await record(event("evt_stranger", 987_654, { reference: "in_x", start: START }))).toBe("recorded");
      expect(await record(event("evt_nobody", null, { reference: "in_y", start: START }))).toBe("recorded");
      expect(await premiumOf(userId)).toBe(NEXT_YEAR);
    });
  });
