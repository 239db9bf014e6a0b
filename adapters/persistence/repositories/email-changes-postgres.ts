import { Effect, Layer } from "effect";
import { EmailChanges, type EmailChangeRedemption } from "../../../application/accounts/email-changes.ts";
import { Database } from "../database-service.ts";
import { accountDb, emailIs } from "./account-tables.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { at, isUniqueViolation, rowsWritten, statement, transaction } from "./sql-statement.ts";

const TAKEN: EmailChangeRedemption = { outcome: "taken" };

export const EmailChangesPostgres = Layer.effect(
  EmailChanges,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return EmailChanges.of({
      issue: (change, mails) =>
        transaction(orm, async (em) => {
          await accountDb(em)
            .insertInto("email_change")
            .values({
              token_hash: change.tokenDigest,
              user_id: change.userId,
              new_email: change.newEmail,
              created_at: at(change.createdAt),
              expires_at: at(change.expiresAt),
            })
            .execute();
          for (const mail of mails) await enqueueMailSql(em, mail);
        }),
      redeem: (tokenDigest, now) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em): Promise<EmailChangeRedemption> => {
              const db = accountDb(em);
              const change = await db
                .selectFrom("email_change as c")
                .innerJoin("app_user as u", (join) => join.onRef("u.id", "=", "c.user_id").on("u.terminated_at", "is", null))
                .select((eb) => [
                  "c.user_id as userId",
                  "c.new_email as newEmail",
                  eb("c.used_at", "is not", null).as("used"),
                  eb("c.expires_at", "<=", at(now)).as("expired"),
                ])
                .where("c.token_hash", "=", tokenDigest)
                .forUpdate("c")
                .executeTakeFirst();
              if (change === undefined) return { outcome: "unknown" };
              if (change.used) return { outcome: "used" };
              if (change.expired) return { outcome: "expired" };
              const holder = await db.selectFrom("app_user").select("id").where(emailIs(change.newEmail)).where("id", "<>", change.userId).executeTakeFirst();
              if (holder !== undefined) return TAKEN;
              await db
                .updateTable("email_change")
                .set({ used_at: at(now) })
                .where("token_hash", "=", tokenDigest)
                .execute();
              await db.updateTable("app_user").set({ email: change.newEmail }).where("id", "=", change.userId).execute();
              return { outcome: "changed", userId: change.userId, newEmail: change.newEmail };
            }),
          catch: (error) => error,
        }).pipe(Effect.catch((error) => (isUniqueViolation(error) ? Effect.succeed(TAKEN) : Effect.die(error)))),
      purgeExpiredBefore: (cutoff) =>
        statement(orm, (em) => accountDb(em).deleteFrom("email_change").where("expires_at", "<", at(cutoff)).executeTakeFirst()).pipe(Effect.map(rowsWritten)),
    });
  }),
);
