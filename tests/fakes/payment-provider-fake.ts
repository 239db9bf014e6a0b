import { Effect, Layer, Schema } from "effect";
import type { PaymentEvent } from "../../application/premium/payment-event.ts";
import {
  CheckoutNotStarted,
  PaymentEventRejected,
  PaymentProvider,
  PaymentsNotConfigured,
  type CheckoutRequest,
} from "../../application/premium/payment-provider.ts";

export const FAKE_SIGNATURE = "signed-by-the-fake-provider";

const EventJson = Schema.fromJsonString(
  Schema.Struct({
    eventId: Schema.String,
    type: Schema.String,
    userId: Schema.NullOr(Schema.Number),
    paidPeriod: Schema.NullOr(Schema.Struct({ reference: Schema.String, start: Schema.Number })),
  }),
);

/** `mode` says whether a provider is configured and whether it answers; checkouts asked for are kept in `requests`. */
export const paymentProviderFake = (mode: "configured" | "unconfigured" | "down", requests: Array<CheckoutRequest> = []) =>
  Layer.succeed(
    PaymentProvider,
    PaymentProvider.of({
      available: mode !== "unconfigured",
      startCheckout: (request) => {
        if (mode === "unconfigured") return Effect.fail(new PaymentsNotConfigured({ message: "not configured" }));
        if (mode === "down") return Effect.fail(new CheckoutNotStarted({ message: "provider down" }));
        requests.push(request);
        return Effect.succeed({ url: `https://pay.example/checkout/${requests.length}` });
      },
      readEvent: (body, signature) => {
        if (mode === "unconfigured") return Effect.fail(new PaymentsNotConfigured({ message: "not configured" }));
        if (signature !== FAKE_SIGNATURE) return Effect.fail(new PaymentEventRejected({ message: "bad signature" }));
        return Schema.decodeUnknownEffect(EventJson)(new TextDecoder().decode(body)).pipe(
          Effect.map((event): PaymentEvent => ({ ...event, provider: "fake", payload: event })),
          Effect.mapError((error) => new PaymentEventRejected({ message: String(error) })),
        );
      },
    }),
  );
