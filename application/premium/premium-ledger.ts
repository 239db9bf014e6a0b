import { Context, type Effect } from "effect";
import type { PaymentEvent } from "./payment-event.ts";

export type RecordOutcome = "recorded" | "duplicate";

export interface PremiumLedgerShape {
  /**
   * In one transaction: records the event once (a replay answers "duplicate" and changes nothing), records its paid
   * period once, and sets the user's premium_until to what `decide` makes of the current value and the starts of all
   * the user's paid periods.
   */
  readonly record: (
    event: PaymentEvent,
    decide: (current: number | null, paidPeriodStarts: ReadonlyArray<number>) => number | null,
  ) => Effect.Effect<RecordOutcome>;
}

export class PremiumLedger extends Context.Service<PremiumLedger, PremiumLedgerShape>()("tellyfilms/application/PremiumLedger") {}
