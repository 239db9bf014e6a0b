import { Context, type Effect } from "effect";

export interface MailOutboxDepthShape {
  /** How many mails the outbox table holds in each status (pending, sent, failed). */
  readonly byStatus: Effect.Effect<Readonly<Record<"pending" | "sent" | "failed", number>>>;
}

export class MailOutboxDepth extends Context.Service<MailOutboxDepth, MailOutboxDepthShape>()("tellyfilms/application/MailOutboxDepth") {}
