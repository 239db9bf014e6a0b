import type Stripe from "stripe";
import type { PaymentEvent } from "../../application/premium/payment-event.ts";

export const STRIPE = "stripe";

const userIdOf = (value: string | null | undefined): number | null => {
  const id = Number(value ?? "");
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

// A subscription invoice names the period it pays for on its subscription line.
const paidPeriodStart = (invoice: Stripe.Invoice): number => {
  const lines = invoice.lines.data;
  const line = lines.find((item) => item.parent?.type === "subscription_item_details") ?? lines[0];
  return (line?.period.start ?? invoice.created) * 1000;
};

/** Reads a verified Stripe event as a payment event; only a paid subscription invoice carries a paid period. */
export const paymentEventOfStripe = (event: Stripe.Event): PaymentEvent => {
  const base = { provider: STRIPE, eventId: event.id, type: event.type, payload: event };
  switch (event.type) {
    case "invoice.paid": {
      const invoice = event.data.object;
      const subscription = invoice.parent?.subscription_details ?? null;
      return {
        ...base,
        userId: userIdOf(subscription?.metadata?.["user_id"]),
        paidPeriod: subscription === null ? null : { reference: invoice.id, start: paidPeriodStart(invoice) },
      };
    }
    case "invoice.payment_failed":
      return { ...base, userId: userIdOf(event.data.object.parent?.subscription_details?.metadata?.["user_id"]), paidPeriod: null };
    case "checkout.session.completed":
      return { ...base, userId: userIdOf(event.data.object.client_reference_id), paidPeriod: null };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { ...base, userId: userIdOf(event.data.object.metadata["user_id"]), paidPeriod: null };
    default:
      return { ...base, userId: null, paidPeriod: null };
  }
};
