import { Effect, Layer } from "effect";
import Stripe from "stripe";
import { CheckoutNotStarted, PaymentEventRejected, PaymentProvider } from "../../application/premium/payment-provider.ts";
import { PREMIUM_PRICE_POUNDS } from "../../domain/user.ts";
import { paymentEventOfStripe } from "./stripe-payment-event.ts";

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** A yearly GBP price made in the Stripe dashboard; without one the checkout describes the price inline. */
  readonly priceId?: string | undefined;
  /** Where the Stripe API is; tests point it at a local fake. */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: "http" | "https" } | undefined;
}

/** Seconds a signed webhook stays acceptable: older deliveries (replays of a captured request) are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const lineItem = (priceId: string | undefined): Stripe.Checkout.SessionCreateParams.LineItem =>
  priceId === undefined
    ? {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: PREMIUM_PRICE_POUNDS * 100,
          recurring: { interval: "year" },
          product_data: { name: "TellyFilms Premium: no adverts for 12 months" },
        },
      }
    : { quantity: 1, price: priceId };

/** The checkout session for a user: the user id travels as the client reference and in the subscription's metadata. */
export const checkoutSessionParams = (
  settings: Pick<StripeSettings, "priceId">,
  request: { readonly userId: number; readonly email: string; readonly successUrl: string; readonly cancelUrl: string },
): Stripe.Checkout.SessionCreateParams => ({
  mode: "subscription",
  line_items: [lineItem(settings.priceId)],
  client_reference_id: String(request.userId),
  customer_email: request.email,
  subscription_data: { metadata: { user_id: String(request.userId) } },
  metadata: { user_id: String(request.userId) },
  success_url: request.successUrl,
  cancel_url: request.cancelUrl,
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const PaymentProviderStripe = (settings: StripeSettings) =>
  Layer.sync(PaymentProvider, () => {
    const stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.api === undefined ? {} : { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol }),
    });
    return PaymentProvider.of({
      available: true,
      startCheckout: (request) =>
        Effect.tryPromise({
          try: () => stripe.checkout.sessions.create(checkoutSessionParams(settings, request)),
          catch: (error) => new CheckoutNotStarted({ message: messageOf(error) }),
        }).pipe(
          Effect.flatMap((session) =>
            session.url === null
              ? Effect.fail(new CheckoutNotStarted({ message: `Stripe session ${session.id} has no URL` }))
              : Effect.succeed({ url: session.url }),
          ),
        ),
      readEvent: (body, signature) =>
        Effect.try({
          try: () => {
            if (signature === undefined) throw new Error("No Stripe-Signature header");
            return paymentEventOfStripe(stripe.webhooks.constructEvent(body, signature, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS));
          },
          catch: (error) => new PaymentEventRejected({ message: messageOf(error) }),
        }),
    });
  });
