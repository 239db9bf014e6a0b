import { Effect } from "effect";
import { premiumUntil } from "../../domain/premium.ts";
import type { PaymentEvent } from "./payment-event.ts";
import { PremiumLedger } from "./premium-ledger.ts";

/**
 * Applies a verified payment notification: each paid period adds 12 months of premium, whatever order the
 * notifications arrive in; cancellations and failed renewals change nothing, so premium ends when the paid time does.
 */
export const recordPaymentEvent = Effect.fn("recordPaymentEvent")(function* (event: PaymentEvent) {
  const outcome = yield* (yield* PremiumLedger).record(event, premiumUntil);
  yield* Effect.logInfo(`Payment event ${event.provider} ${event.eventId} (${event.type}, user ${event.userId ?? "unknown"}): ${outcome}`);
  return outcome;
});
