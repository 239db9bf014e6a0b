/** A payment provider's notification, in the terms premium membership needs. */
export interface PaymentEvent {
  readonly provider: string;
  /** The provider's id of the notification: each is recorded once. */
  readonly eventId: string;
  /** The provider's name for what happened, e.g. invoice.paid. */
  readonly type: string;
  readonly userId: number | null;
  /** Present when the notification reports a paid subscription period. */
  readonly paidPeriod: { readonly reference: string; readonly start: number } | null;
  readonly payload: unknown;
}
