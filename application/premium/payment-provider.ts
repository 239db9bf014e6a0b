import { Context, Schema, type Effect } from "effect";
import type { PaymentEvent } from "./payment-event.ts";

export class PaymentsNotConfigured extends Schema.TaggedError<PaymentsNotConfigured>()("PaymentsNotConfigured", {
  message: Schema.String,
}) {}

export class CheckoutNotStarted extends Schema.TaggedError<CheckoutNotStarted>()("CheckoutNotStarted", {
  message: Schema.String,
}) {}

/** A notification that did not come from the provider (bad or stale signature) or cannot be read. */
export class PaymentEventRejected extends Schema.TaggedError<PaymentEventRejected>()("PaymentEventRejected", {
  message: Schema.String,
}) {}

export interface CheckoutRequest {
  readonly userId: number;
  readonly email: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface PaymentProviderShape {
  /** false when no provider is configured: the offer says so instead of failing. */
  readonly available: boolean;
  /** Starts the yearly subscription at the provider; answers the page where the user pays. */
  readonly startCheckout: (request: CheckoutRequest) => Effect.Effect<{ readonly url: string }, PaymentsNotConfigured | CheckoutNotStarted>;
  /** Checks a notification's signature over its exact bytes and reads it. */
  readonly readEvent: (body: Uint8Array, signature: string | undefined) => Effect.Effect<PaymentEvent, PaymentsNotConfigured | PaymentEventRejected>;
}

export class PaymentProvider extends Context.Service<PaymentProvider, PaymentProviderShape>()("tellyfilms/application/PaymentProvider") {}
