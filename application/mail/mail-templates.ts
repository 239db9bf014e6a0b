import { Context } from "effect";
import type { RecommendedFilm } from "../../domain/recommendations.ts";
import type { AlertedTitle } from "../alerts/film-alerts.ts";
import type { PremiereShow } from "../newsletter/weekly-newsletters.ts";
import type { OutgoingMail } from "./outgoing-mail.ts";

/** A notice about the account, closing with a link to the site. */
export interface AccountNoticeMessage {
  readonly kind: "welcome" | "already-registered" | "address-in-use" | "password-changed";
  readonly to: string;
  readonly siteUrl: string;
}

/** Tells the old address that someone asked to move the account to `newEmail`. */
export interface EmailChangeRequestedMessage {
  readonly kind: "email-change-requested";
  readonly to: string;
  readonly newEmail: string;
  readonly siteUrl: string;
}

/** A mail whose point is one single-use link. */
export interface AccountLinkMessage {
  readonly kind: "confirm-email-change" | "password-reset" | "login-unlock";
  readonly to: string;
  readonly link: string;
}

/** The titles on a user's alerts list with showings the user was not told about yet. */
export interface FilmAlertMessage {
  readonly kind: "film-alert";
  readonly to: string;
  readonly titles: ReadonlyArray<AlertedTitle>;
  readonly siteUrl: string;
  readonly unsubscribeUrl: string;
}

/** The weekly email: a user's top recommendations and the premieres on the user's channels. */
export interface NewsletterMessage {
  readonly kind: "newsletter";
  readonly to: string;
  readonly recommendations: ReadonlyArray<RecommendedFilm>;
  readonly premieres: ReadonlyArray<PremiereShow>;
  readonly siteUrl: string;
  readonly unsubscribeUrl: string;
}

/** What a use case mails: the kind of mail and the data it speaks of. The adapter behind MailTemplates words it. */
export type MailMessage = AccountNoticeMessage | EmailChangeRequestedMessage | AccountLinkMessage | FilmAlertMessage | NewsletterMessage;

/** A message as its reader sees it. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailTemplatesShape {
  /** The subject, plain text and HTML of one message. */
  readonly render: (message: MailMessage) => RenderedMail;
}

export class MailTemplates extends Context.Service<MailTemplates, MailTemplatesShape>()("tellyfilms/application/MailTemplates") {}

/** How the outbox handles a mail: one per key however often it is queued, and the one-click unsubscribe address. */
export interface MailDelivery {
  readonly dedupeKey?: string;
  readonly listUnsubscribe?: string;
}

/** The mail the outbox queues for `message`, worded by `templates`. */
export const outgoingMail = (templates: MailTemplatesShape, message: MailMessage, delivery: MailDelivery = {}): OutgoingMail => ({
  kind: message.kind,
  to: message.to,
  ...templates.render(message),
  ...delivery,
});
