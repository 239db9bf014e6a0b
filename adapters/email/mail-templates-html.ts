import { Layer } from "effect";
import { accountMail } from "./templates/account-mails.ts";
import { filmAlertMail } from "./templates/film-alert-mail.ts";
import { MailTemplates, type MailMessage, type MailTemplatesShape, type RenderedMail } from "../../application/mail/mail-templates.ts";
import { rememberingShowTime } from "../../application/mail/remembering-show-time.ts";
import { newsletterMail } from "./templates/newsletter-mail.ts";

/** Words each message as a plain-text and an HTML mail; film alerts write each show's start in UK time once. */
export const makeMailTemplatesHtml = (): MailTemplatesShape => {
  const showTime = rememberingShowTime();
  return {
    render: (message: MailMessage): RenderedMail => {
      switch (message.kind) {
        case "film-alert":
          return filmAlertMail(message, showTime);
        case "newsletter":
          return newsletterMail(message);
        default:
          return accountMail(message);
      }
    },
  };
};

export const MailTemplatesHtml = Layer.sync(MailTemplates, () => MailTemplates.of(makeMailTemplatesHtml()));
