import { Schema } from "effect";
import { PREMIUM_MONTHS, PREMIUM_PRICE_POUNDS } from "./user.ts";

export const PREMIUM_ACTIVATION_NOTICE = "Thank you for subscribing! Activation may take up to 24 hours.";
export const PREMIUM_NOT_AVAILABLE = "Premium membership cannot be bought at the moment: no payment provider is configured. Please try again later.";
export const PREMIUM_CHECKOUT_FAILED = "The payment provider could not start the subscription. Please try again later.";

/** What the profile's subscribe offer shows. */
export const PremiumOffer = Schema.Struct({
  available: Schema.Boolean,
  premium: Schema.Boolean,
  premium_until: Schema.NullOr(Schema.Number),
  price_pounds: Schema.Number,
  months: Schema.Number,
  message: Schema.NullOr(Schema.String),
});
export type PremiumOffer = typeof PremiumOffer.Type;

/** The answer to "subscribe": where to pay, or why not; `notice` is shown once the payment is approved. */
export const PremiumCheckout = Schema.Struct({
  url: Schema.NullOr(Schema.String),
  message: Schema.NullOr(Schema.String),
  notice: Schema.String,
});
export type PremiumCheckout = typeof PremiumCheckout.Type;

export const premiumOffer = (available: boolean, premiumUntil: number | null, now: number): PremiumOffer => ({
  available,
  premium: premiumUntil !== null && premiumUntil > now,
  premium_until: premiumUntil,
  price_pounds: PREMIUM_PRICE_POUNDS,
  months: PREMIUM_MONTHS,
  message: available ? null : PREMIUM_NOT_AVAILABLE,
});

/** The same day of the month `months` later (UTC), or the month's last day when it has no such day. */
export const addMonths = (instant: number, months: number): number => {
  const date = new Date(instant);
  const target = new Date(instant);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
};

/**
 * Premium runs 12 months from the start of each paid period, and periods paid while premium runs are added on the
 * end; the result depends on the set of periods, not on the order they were reported in, and never shortens `current`.
 */
export const premiumUntil = (current: number | null, paidPeriodStarts: ReadonlyArray<number>): number | null => {
  let until: number | null = null;
  for (const start of [...paidPeriodStarts].sort((a, b) => a - b)) {
    until = addMonths(Math.max(until ?? start, start), PREMIUM_MONTHS);
  }
  if (until === null) return current;
  return current === null ? until : Math.max(current, until);
};
