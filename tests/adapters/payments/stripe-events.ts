import Stripe from "stripe";

export const WEBHOOK_SECRET = "whsec_test_tellyfilms_webhook_secret";

const seconds = (instant: number): number => Math.floor(instant / 1000);

/** The JSON of a Stripe `invoice.paid` event for a yearly subscription started through our checkout. */
export const invoicePaid = (options: {
  readonly eventId: string;
  readonly invoiceId: string;
  readonly userId: number | null;
  readonly periodStart: number;
}): string =>
  JSON.stringify({
    id: options.eventId,
    object: "event",
    type: "invoice.paid",
    api_version: Stripe.API_VERSION,
    created: seconds(options.periodStart),
    livemode: false,
    data: {
      object: {
        id: options.invoiceId,
        object: "invoice",
        created: seconds(options.periodStart),
        billing_reason: "subscription_cycle",
        status: "paid",
        amount_paid: 1000,
        currency: "gbp",
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: "sub_test_1", metadata: options.userId === null ? {} : { user_id: String(options.userId) } },
        },
        lines: {
          object: "list",
          data: [
            {
              id: `il_${options.invoiceId}`,
              object: "line_item",
              amount: 1000,
              period: { start: seconds(options.periodStart), end: seconds(options.periodStart) + 365 * 86_400 },
              parent: { type: "subscription_item_details", subscription_item_details: { subscription: "sub_test_1" } },
            },
          ],
        },
      },
    },
  });

/** Another kind of event about the user's subscription (cancellation, failed renewal, ...). */
export const subscriptionEvent = (options: { readonly eventId: string; readonly type: string; readonly userId: number }): string =>
  JSON.stringify({
    id: options.eventId,
    object: "event",
    type: options.type,
    api_version: Stripe.API_VERSION,
    created: seconds(Date.now()),
    livemode: false,
    data: {
      object: options.type.startsWith("invoice.")
        ? {
            id: `in_${options.eventId}`,
            object: "invoice",
            created: seconds(Date.now()),
            parent: { type: "subscription_details", subscription_details: { subscription: "sub_test_1", metadata: { user_id: String(options.userId) } } },
            lines: { object: "list", data: [] },
          }
        : { id: "sub_test_1", object: "subscription", status: "canceled", cancel_at_period_end: true, metadata: { user_id: String(options.userId) } },
    },
  });

/** The Stripe-Signature header for a payload, made the way Stripe documents it. */
export const signatureFor = (payload: string, options: { readonly secret?: string; readonly timestamp?: number } = {}): string =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
