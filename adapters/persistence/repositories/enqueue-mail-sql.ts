import type { SqlEntityManager } from "@mikro-orm/postgresql";
import type { OutgoingMail } from "../../../application/mail/outgoing-mail.ts";
import { accountDb } from "./account-tables.ts";
import { rowsWritten } from "./sql-statement.ts";

/** Writes a mail to the outbox on the given entity manager, so it commits or rolls back with the change that caused it. */
export const enqueueMailSql = async (em: SqlEntityManager, mail: OutgoingMail): Promise<number> => {
  const result = await accountDb(em)
    .insertInto("mail_outbox")
    .values({
      dedupe_key: mail.dedupeKey ?? null,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      list_unsubscribe: mail.listUnsubscribe ?? null,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return rowsWritten(result);
};
