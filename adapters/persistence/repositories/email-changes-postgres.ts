import { Effect, Layer } from "effect";
import { EmailChanges, type EmailChangeRedemption } from "../../../application/accounts/email-changes.ts";
import { Database } from "../database-service.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { AT, isUniqueViolation, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

const TAKEN: EmailChangeRedemption = { outcome: "taken" };

export const EmailChangesPostgres = Layer.effect(
  EmailChanges,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return EmailChanges.of({
      issue: (change, mails) =>
        transaction(orm, async (em) => {
          await writeRows(em, `insert into email_change (token_hash, user_id, new_email, created_at, expires_at) values (?, ?, ?, ${AT}, ${AT})`, [
            change.tokenDigest,
            change.userId,
            change.newEmail,
            change.createdAt,
            change.expiresAt,
          ]);
          for (const mail of mails) await enqueueMailSql(em, mail);
        }),
      redeem: (tokenDigest, now) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em): Promise<EmailChangeRedemption> => {
              const [change] = await selectRows<{ userId: number; newEmail: string; used: boolean; expired: boolean }>(
                em,
                `select c.user_id as "userId", c.new_email as "newEmail", c.used_at is not null as used, c.expires_at <= ${AT} as expired
                 from email_change c join app_user u on u.id = c.user_id and u.terminated_at is null
                 where c.token_hash = ? for update of c`,
                [now, tokenDigest],
              );
              if (change === undefined) return { outcome: "unknown" };
              if (change.used) return { outcome: "used" };
              if (change.expired) return { outcome: "expired" };
              const holders = await selectRows(em, "select 1 from app_user where lower(email) = lower(?) and id <> ?", [change.newEmail, change.userId]);
              if (holders.length > 0) return TAKEN;
              await writeRows(em, `update email_change set used_at = ${AT} where token_hash = ?`, [now, tokenDigest]);
              await writeRows(em, "update app_user set email = ? where id = ?", [change.newEmail, change.userId]);
              return { outcome: "changed", userId: change.userId, newEmail: change.newEmail };
            }),
          catch: (error) => error,
        }).pipe(Effect.catch((error) => (isUniqueViolation(error) ? Effect.succeed(TAKEN) : Effect.die(error)))),
      purgeExpiredBefore: (cutoff) => statement(orm, (em) => writeRows(em, `delete from email_change where expires_at < ${AT}`, [cutoff])),
    });
  }),
);
