import { Effect, Layer } from "effect";
import { PasswordResets } from "../../../application/accounts/password-resets.ts";
import { Database } from "../database-service.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { AT, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

export const PasswordResetsPostgres = Layer.effect(
  PasswordResets,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return PasswordResets.of({
      countIssuedSince: (userId, since) =>
        statement(orm, async (em) => {
          const [row] = await selectRows<{ count: number }>(
            em,
            `select count(*)::int as count from password_reset_token where user_id = ? and created_at >= ${AT}`,
            [userId, since],
          );
          return row?.count ?? 0;
        }),
      issue: (reset, mail) =>
        transaction(orm, async (em) => {
          await writeRows(em, `insert into password_reset_token (token_hash, user_id, created_at, expires_at) values (?, ?, ${AT}, ${AT})`, [
            reset.tokenDigest,
            reset.userId,
            reset.createdAt,
            reset.expiresAt,
          ]);
          await enqueueMailSql(em, mail);
        }),
      isRedeemable: (tokenDigest, now) =>
        statement(orm, async (em) => {
          const rows = await selectRows(em, `select 1 from password_reset_token where token_hash = ? and used_at is null and expires_at > ${AT}`, [
            tokenDigest,
            now,
          ]);
          return rows.length > 0;
        }),
      redeem: (tokenDigest, now, passwordHash) =>
        transaction(orm, async (em) => {
          const [row] = await selectRows<{ userId: number }>(
            em,
            `update password_reset_token set used_at = ${AT}
             where token_hash = ? and used_at is null and expires_at > ${AT} returning user_id as "userId"`,
            [now, tokenDigest, now],
          );
          if (row === undefined) return null;
          const updated = await writeRows(em, "update app_user set password_hash = ? where id = ? and terminated_at is null", [passwordHash, row.userId]);
          if (updated === 0) return null;
          await writeRows(em, "delete from session where user_id = ?", [row.userId]);
          return row.userId;
        }),
      purgeExpired: (now) => statement(orm, (em) => writeRows(em, `delete from password_reset_token where expires_at <= ${AT}`, [now])),
    });
  }),
);
