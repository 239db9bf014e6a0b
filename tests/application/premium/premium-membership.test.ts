import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { loadUserState } from "../../../application/accounts/load-user-state.ts";
import type { PaymentEvent } from "../../../application/premium/payment-event.ts";
import { getPremiumOffer } from "../../../application/premium/get-premium-offer.ts";
import { recordPaymentEvent } from "../../../application/premium/record-payment-event.ts";
import { startPremiumCheckout } from "../../../application/premium/start-premium-checkout.ts";
import { PREMIUM_ACTIVATION_NOTICE, PREMIUM_CHECKOUT_FAILED, PREMIUM_NOT_AVAILABLE } from "../../../domain/premium.ts";
import { showsAds } from "../../../domain/user.ts";
import { SITE_URL } from "../../fakes/application-world.ts";
import { makeJobsWorld } from "../../fakes/operator-jobs-world.ts";

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

const premiumWorld = async (payments: "configured" | "unconfigured" | "down") => {
  const world = makeJobsWorld({ start: NOW, payments });
  const email = "ann@example.com";
  const userId = await world.run(
    Effect.flatMap(Effect.service(AccountRepository), (accounts) =>
      accounts.register({ email, passwordHash: "hash" }, () => ({ kind: "welcome", to: email, subject: "Hi", text: "hi", html: "hi" })),
    ),
  );
  return { world, userId, email };
};

const paid = (userId: number, eventId: string, start: number): PaymentEvent => ({
  provider: "fake",
  eventId,
  type: "invoice.paid",
  userId,
  paidPeriod: { reference: `in_${eventId}`, start },
  payload: {},
});

describe("premium membership", () => {
  it("starts the provider's checkout for the user's email and keeps the 24-hour activation notice for the return", async () => {
    const { world, userId, email } = await premiumWorld("configured");
    expect(await world.run(startPremiumCheckout(userId))).toEqual({ url: "https://pay.example/checkout/1", message: null, notice: PREMIUM_ACTIVATION_NOTICE });
    expect(PREMIUM_ACTIVATION_NOTICE).toContain("Activation may take up to 24 hours");
    expect(world.checkouts).toEqual([{ userId, email, successUrl: `${SITE_URL}/profile/?premium=approved`, cancelUrl: `${SITE_URL}/profile/` }]);
    expect(await world.run(getPremiumOffer(userId))).toMatchObject({ available: true, premium: false, price_pounds: 10, months: 12 });
  });

  it("says that premium cannot be bought when no payment provider is configured, instead of failing", async () => {
    const { world, userId } = await premiumWorld("unconfigured");
    expect(await world.run(startPremiumCheckout(userId))).toEqual({ url: null, message: PREMIUM_NOT_AVAILABLE, notice: PREMIUM_ACTIVATION_NOTICE });
    expect(await world.run(getPremiumOffer(userId))).toMatchObject({ available: false, message: PREMIUM_NOT_AVAILABLE });
  });

  it("says the provider could not start the subscription when it fails", async () => {
    const { world, userId } = await premiumWorld("down");
    expect((await world.run(startPremiumCheckout(userId))).message).toBe(PREMIUM_CHECKOUT_FAILED);
  });

  it("makes a paying user premium for 12 months, which turns the ads off in the user data", async () => {
    const { world, userId } = await premiumWorld("configured");
    expect(showsAds(await world.run(loadUserState(userId)))).toBe(true);
    expect(await world.run(recordPaymentEvent(paid(userId, "evt_1", NOW)))).toBe("recorded");
    const user = await world.run(loadUserState(userId));
    expect(user).toMatchObject({ premium: true, premium_until: Date.UTC(2027, 10, 20, 12, 0, 0) });
    expect(showsAds(user)).toBe(false);
    expect(await world.run(recordPaymentEvent(paid(userId, "evt_1", NOW)))).toBe("duplicate");
    expect(showsAds(await world.at(Date.UTC(2027, 10, 20, 12, 0, 1), loadUserState(userId)))).toBe(true);
  });
});
