import { Effect, Layer } from "effect";
import { PremiumLedger } from "../../application/premium/premium-ledger.ts";
import type { InMemoryData } from "./in-memory-data.ts";

/** The payment notifications and paid periods recorded so far, beside the shared in-memory data. */
export interface PremiumState {
  readonly events: Set<string>;
  readonly periods: Map<string, { readonly userId: number; readonly start: number }>;
}

export const premiumStateOf = (): PremiumState => ({ events: new Set(), periods: new Map() });

export const premiumLedgerFake = (data: InMemoryData, state: PremiumState) =>
  Layer.succeed(
    PremiumLedger,
    PremiumLedger.of({
      record: (event, decide) =>
        Effect.sync(() => {
          const key = `${event.provider}/${event.eventId}`;
          if (state.events.has(key)) return "duplicate" as const;
          state.events.add(key);
          const account = event.userId === null ? undefined : data.accounts.get(event.userId);
          if (account === undefined || event.paidPeriod === null) return "recorded" as const;
          const reference = `${event.provider}/${event.paidPeriod.reference}`;
          if (!state.periods.has(reference)) state.periods.set(reference, { userId: account.id, start: event.paidPeriod.start });
          const starts = [...state.periods.values()].filter((period) => period.userId === account.id).map((period) => period.start);
          account.premiumUntil = decide(account.premiumUntil, starts);
          return "recorded" as const;
        }),
    }),
  );
