import { Effect, Layer } from "effect";
import { sql, type UpdateObject } from "kysely";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import type { QueuedMail } from "../../../application/mail/outgoing-mail.ts";
import { Database } from "../database-service.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { accountDb, type AccountTables } from "./account-tables.ts";
import { at, statement } from "./sql-statement.ts";

export const MailOutboxPostgres = Layer.effect(
  MailOutbox,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const update = (id: number, set: UpdateObject<AccountTables, "mail_outbox">) =>
      statement(orm, (em) => accountDb(em).updateTable("mail_outbox").set(set).where("id", "=", id).execute()).pipe(Effect.asVoid);
    return MailOutbox.of({
      enqueue: (mail) => statement(orm, (em) => enqueueMailSql(em, mail)).pipe(Effect.asVoid),
      // SKIP LOCKED lets several senders claim at once without taking the same mail. A mail never tried is due whatever
      // the sender's clock reads, as its queueing time is the database's.
      claimDue: (now, limit, leaseUntil) =>
        statement(orm, async (em) => {
          const db = accountDb(em);
          const due = db
            .selectFrom("mail_outbox")
            .select("id")
            .where("status", "=", "pending")
            .where((eb) => eb.or([eb("attempts", "=", 0), eb("next_attempt_at", "<=", at(now))]))
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(limit)
            .forUpdate()
            .skipLocked();
          const rows = await db
            .updateTable("mail_outbox")
            .set({ attempts: sql<number>`attempts + 1`, next_attempt_at: at(leaseUntil) })
            .where("id", "in", due)
            .returning([
              "id",
              "kind",
              "to_address as to",
              "subject",
              "text_body as text",
              "html_body as html",
              "dedupe_key as dedupeKey",
              "list_unsubscribe as listUnsubscribe",
              "attempts",
            ])
            .execute();
          return rows
            .sort((a, b) => a.id - b.id)
            .map((row): QueuedMail => ({
              ...row,
              html: row.html ?? "",
              dedupeKey: row.dedupeKey ?? undefined,
              listUnsubscribe: row.listUnsubscribe ?? undefined,
            }));
        }),
      markSent: (id, now) => update(id, { status: "sent", sent_at: at(now), last_error: null }),
      markForRetry: (id, error, nextAttemptAt) => update(id, { next_attempt_at: at(nextAttemptAt), last_error: error.slice(0, 1000) }),
      markFailed: (id, error) => update(id, { status: "failed", last_error: error.slice(0, 1000) }),
    });
  }),
);
