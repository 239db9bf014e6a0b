import { Effect, Layer } from "effect";
import { PaymentProvider, PaymentsNotConfigured } from "../../application/premium/payment-provider.ts";

const notConfigured = new PaymentsNotConfigured({ message: "No payment provider is configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)" });

/** Without provider settings: the offer says it is unavailable and notifications are refused. */
export const PaymentProviderUnconfigured = Layer.succeed(
  PaymentProvider,
  PaymentProvider.of({
    available: false,
    startCheckout: () => Effect.fail(notConfigured),
    readEvent: () => Effect.fail(notConfigured),
  }),
);
