import { Effect, Layer } from "effect";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import type { QueuedMail } from "../../../application/mail/outgoing-mail.ts";
import { Database } from "../database-service.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { AT, selectRows, statement, writeRows } from "./sql-statement.ts";

interface QueuedRow {
  readonly id: number;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly dedupeKey: string | null;
  readonly listUnsubscribe: string | null;
  readonly attempts: number;
}

export const MailOutboxPostgres = Layer.effect(
  MailOutbox,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const write = (sql: string, params: ReadonlyArray<unknown>) => statement(orm, (em) => writeRows(em, sql, params)).pipe(Effect.asVoid);
    return MailOutbox.of({
      enqueue: (mail) => statement(orm, (em) => enqueueMailSql(em, mail)).pipe(Effect.asVoid),
      // SKIP LOCKED lets several senders claim at once without taking the same mail. A mail never tried is due whatever
      // the sender's clock reads, as its queueing time is the database's.
      claimDue: (now, limit, leaseUntil) =>
        statement(orm, async (em) => {
          const rows = await selectRows<QueuedRow>(
            em,
            `update mail_outbox set attempts = attempts + 1, next_attempt_at = ${AT}
             where id in (select id from mail_outbox where status = 'pending' and (attempts = 0 or next_attempt_at <= ${AT})
                          order by next_attempt_at, id limit ? for update skip locked)
             returning id, kind, to_address as "to", subject, text_body as "text", html_body as "html",
                       dedupe_key as "dedupeKey", list_unsubscribe as "listUnsubscribe", attempts`,
            [leaseUntil, now, limit],
          );
          return rows
            .sort((a, b) => a.id - b.id)
            .map((row): QueuedMail => ({
              ...row,
              html: row.html ?? "",
              dedupeKey: row.dedupeKey ?? undefined,
              listUnsubscribe: row.listUnsubscribe ?? undefined,
            }));
        }),
      markSent: (id, now) => write(`update mail_outbox set status = 'sent', sent_at = ${AT}, last_error = null where id = ?`, [now, id]),
      markForRetry: (id, error, nextAttemptAt) =>
        write(`update mail_outbox set next_attempt_at = ${AT}, last_error = ? where id = ?`, [nextAttemptAt, error.slice(0, 1000), id]),
      markFailed: (id, error) => write("update mail_outbox set status = 'failed', last_error = ? where id = ?", [error.slice(0, 1000), id]),
    });
  }),
);
