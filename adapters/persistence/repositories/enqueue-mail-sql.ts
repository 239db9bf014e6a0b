import type { SqlEntityManager } from "@mikro-orm/postgresql";
import type { OutgoingMail } from "../../../application/mail/outgoing-mail.ts";
import { writeRows } from "./sql-statement.ts";

/** Writes a mail to the outbox on the given entity manager, so it commits or rolls back with the change that caused it. */
export const enqueueMailSql = (em: SqlEntityManager, mail: OutgoingMail): Promise<number> =>
  writeRows(
    em,
    `insert into mail_outbox (dedupe_key, kind, to_address, subject, text_body, html_body, list_unsubscribe)
     values (?, ?, ?, ?, ?, ?, ?) on conflict (dedupe_key) do nothing`,
    [mail.dedupeKey ?? null, mail.kind, mail.to, mail.subject, mail.text, mail.html, mail.listUnsubscribe ?? null],
  );
