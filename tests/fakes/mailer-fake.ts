import { Effect, Layer } from "effect";
import { Mailer, MailNotDelivered } from "../../application/mail/mailer.ts";
import type { QueuedMail } from "../../application/mail/outgoing-mail.ts";

/** Delivers into `delivered`; `refuse` decides per mail whether delivery fails, and how. */
export const mailerFake = (delivered: Array<QueuedMail> = [], refuse: (mail: QueuedMail) => "temporarily" | "permanently" | null = () => null) =>
  Layer.succeed(
    Mailer,
    Mailer.of({
      send: (mail) =>
        Effect.suspend(() => {
          const refusal = refuse(mail);
          if (refusal !== null) return Effect.fail(new MailNotDelivered({ message: `refused ${refusal}`, permanent: refusal === "permanently" }));
          delivered.push(mail);
          return Effect.void;
        }),
    }),
  );
