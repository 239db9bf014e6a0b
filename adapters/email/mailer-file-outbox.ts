import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Effect, Layer } from "effect";
import { createTransport } from "nodemailer";
import { Mailer, MailNotDelivered } from "../../application/mail/mailer.ts";
import { messageIdFor, unsubscribeHeaders } from "./mailer-smtp.ts";

/** The embedded default: each mail becomes an .eml file in `directory`, and its links are logged for the developer. */
export const MailerFileOutbox = (directory: string, from: string) =>
  Layer.effect(
    Mailer,
    Effect.sync(() => {
      const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      return Mailer.of({
        send: (mail) =>
          Effect.tryPromise({
            try: async () => {
              const info = await composer.sendMail({
                from,
                to: mail.to,
                subject: mail.subject,
                text: mail.text,
                html: mail.html,
                messageId: messageIdFor(mail, from),
                headers: unsubscribeHeaders(mail),
              });
              await mkdir(directory, { recursive: true });
              const file = path.join(directory, `${String(mail.id).padStart(8, "0")}-${mail.kind.replace(/[^a-z0-9-]/gi, "")}.eml`);
              await writeFile(file, info.message);
              return file;
            },
            catch: (error) => new MailNotDelivered({ message: error instanceof Error ? error.message : String(error), permanent: false }),
          }).pipe(
            Effect.tap((file) => {
              const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
              const linkText = links.length === 0 ? "" : ` Links: ${links.join(" ")}`;
              return Effect.logInfo(`Mail "${mail.subject}" to ${mail.to} written to ${file}.${linkText}`);
            }),
            Effect.asVoid,
          ),
      });
    }),
  );
