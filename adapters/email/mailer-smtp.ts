import { Effect, Layer } from "effect";
import { createTransport } from "nodemailer";
import { Mailer, MailNotDelivered } from "../../application/mail/mailer.ts";
import type { QueuedMail } from "../../application/mail/outgoing-mail.ts";

export interface SmtpSettings {
  /** e.g. smtps://user:password@smtp.example.com:465 */
  readonly url: string;
  readonly from: string;
}

const responseCode = (error: unknown): number | null =>
  typeof error === "object" && error !== null && "responseCode" in error && typeof error.responseCode === "number" ? error.responseCode : null;

/** The outbox id becomes the Message-ID, so a mail that is sent again after a crash can be recognised as the same mail. */
export const messageIdFor = (mail: QueuedMail, from: string): string => `<outbox-${mail.id}@${from.replace(/^.*@/, "").replace(/[>\s]/g, "") || "tellyfilms"}>`;

/** List-Unsubscribe with one-click POST (RFC 8058) for mails that offer it. */
export const unsubscribeHeaders = (mail: QueuedMail): Record<string, string> =>
  mail.listUnsubscribe === undefined ? {} : { "List-Unsubscribe": `<${mail.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

export const MailerSmtp = (settings: SmtpSettings) =>
  Layer.effect(
    Mailer,
    Effect.acquireRelease(
      Effect.sync(() => createTransport(settings.url)),
      (transport) => Effect.sync(() => transport.close()),
    ).pipe(
      Effect.map((transport) =>
        Mailer.of({
          send: (mail) =>
            Effect.tryPromise({
              try: () =>
                transport.sendMail({
                  from: settings.from,
                  to: mail.to,
                  subject: mail.subject,
                  text: mail.text,
                  html: mail.html,
                  messageId: messageIdFor(mail, settings.from),
                  headers: unsubscribeHeaders(mail),
                }),
              catch: (error) => {
                const code = responseCode(error);
                return new MailNotDelivered({
                  message: error instanceof Error ? error.message : String(error),
                  permanent: code !== null && code >= 500,
                });
              },
            }).pipe(Effect.asVoid),
        }),
      ),
    ),
  );
