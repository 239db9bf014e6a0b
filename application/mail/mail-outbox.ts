import { Context, type Effect } from "effect";
import type { OutgoingMail, QueuedMail } from "./outgoing-mail.ts";

export interface MailOutboxShape {
  readonly enqueue: (mail: OutgoingMail) => Effect.Effect<void>;
  /** Leases up to `limit` due mails until `leaseUntil`, counting an attempt for each; concurrent senders get different mails. */
  readonly claimDue: (now: number, limit: number, leaseUntil: number) => Effect.Effect<ReadonlyArray<QueuedMail>>;
  readonly markSent: (id: number, now: number) => Effect.Effect<void>;
  readonly markForRetry: (id: number, error: string, nextAttemptAt: number) => Effect.Effect<void>;
  readonly markFailed: (id: number, error: string) => Effect.Effect<void>;
}

export class MailOutbox extends Context.Service<MailOutbox, MailOutboxShape>()("tellyfilms/application/MailOutbox") {}
