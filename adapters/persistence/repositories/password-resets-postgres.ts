import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { PasswordResets } from "../../../application/accounts/password-resets.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { at, rowsWritten, statement, transaction } from "./sql-statement.ts";

export const PasswordResetsPostgres = Layer.effect(
  PasswordResets,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return PasswordResets.of({
      countIssuedSince: (userId, since) =>
        statement(orm, async (em) => {
          const row = await accountDb(em)
            .selectFrom("password_reset_token")
            .select(sql<number>`count(*)::int`.as("count"))
            .where("user_id", "=", userId)
            .where("created_at", ">=", at(since))
            .executeTakeFirstOrThrow();
          return row.count;
        }),
      issue: (reset, mail) =>
        transaction(orm, async (em) => {
          await accountDb(em)
            .insertInto("password_reset_token")
            .values({ token_hash: reset.tokenDigest, user_id: reset.userId, created_at: at(reset.createdAt), expires_at: at(reset.expiresAt) })
            .execute();
          await enqueueMailSql(em, mail);
        }),
      isRedeemable: (tokenDigest, now) =>
        statement(orm, async (em) => {
          const row = await accountDb(em)
            .selectFrom("password_reset_token")
            .select("user_id")
            .where("token_hash", "=", tokenDigest)
            .where("used_at", "is", null)
            .where("expires_at", ">", at(now))
            .executeTakeFirst();
          return row !== undefined;
        }),
      redeem: (tokenDigest, now, passwordHash) =>
        transaction(orm, async (em) => {
          const db = accountDb(em);
          const row = await db
            .updateTable("password_reset_token")
            .set({ used_at: at(now) })
            .where("token_hash", "=", tokenDigest)
            .where("used_at", "is", null)
            .where("expires_at", ">", at(now))
            .returning("user_id as userId")
            .executeTakeFirst();
          if (row === undefined) return null;
          const updated = await db
            .updateTable("app_user")
            .set({ password_hash: passwordHash })
            .where("id", "=", row.userId)
            .where("terminated_at", "is", null)
            .executeTakeFirst();
          if (rowsWritten(updated) === 0) return null;
          await db.deleteFrom("session").where("user_id", "=", row.userId).execute();
          return row.userId;
        }),
      purgeExpired: (now) =>
        statement(orm, (em) => accountDb(em).deleteFrom("password_reset_token").where("expires_at", "<=", at(now)).executeTakeFirst()).pipe(
          Effect.map(rowsWritten),
        ),
    });
  }),
);
