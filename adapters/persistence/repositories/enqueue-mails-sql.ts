import type { SqlEntityManager } from "@mikro-orm/postgresql";
import type { OutgoingMail } from "../../../application/mail/outgoing-mail.ts";
import { sql } from "kysely";
import { unnestRows } from "../bound-rows.ts";
import { writeBound } from "./sql-statement.ts";

/** Writes a batch of mails to the outbox in one statement on the given entity manager; a repeated dedupe key keeps the first. */
export const enqueueMailsSql = async (em: SqlEntityManager, mails: ReadonlyArray<OutgoingMail>): Promise<number> =>
  mails.length === 0
    ? 0
    : writeBound(
        em,
        sql`insert into mail_outbox (dedupe_key, kind, to_address, subject, text_body, html_body, list_unsubscribe)
         select * from ${unnestRows("m", mails, [
           ["dedupe_key", "text", (mail) => mail.dedupeKey ?? null],
           ["kind", "text", (mail) => mail.kind],
           ["to_address", "text", (mail) => mail.to],
           ["subject", "text", (mail) => mail.subject],
           ["text_body", "text", (mail) => mail.text],
           ["html_body", "text", (mail) => mail.html],
           ["list_unsubscribe", "text", (mail) => mail.listUnsubscribe ?? null],
         ])}
         on conflict (dedupe_key) do nothing`,
      );
