/** A mail as use cases write it; the outbox stores it and a sender delivers it later. */
export interface OutgoingMail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Enqueuing the same key twice keeps one mail, so a job that runs twice sends once. */
  readonly dedupeKey?: string | undefined;
  /** A URL that unsubscribes the recipient with one POST (RFC 8058), sent as the List-Unsubscribe header. */
  readonly listUnsubscribe?: string | undefined;
}

/** A mail waiting in the outbox, claimed by one sender. */
export interface QueuedMail extends OutgoingMail {
  readonly id: number;
  readonly attempts: number;
}
