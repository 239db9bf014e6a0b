import { Context, Schema, type Effect } from "effect";
import type { QueuedMail } from "./outgoing-mail.ts";

export class MailNotDelivered extends Schema.TaggedError<MailNotDelivered>()("MailNotDelivered", {
  message: Schema.String,
  /** true when trying again cannot help, e.g. the address was refused */
  permanent: Schema.Boolean,
}) {}

export interface MailerShape {
  readonly send: (mail: QueuedMail) => Effect.Effect<void, MailNotDelivered>;
}

export class Mailer extends Context.Service<Mailer, MailerShape>()("tellyfilms/application/Mailer") {}
