import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { LoginAttempts } from "../../../application/accounts/login-attempts.ts";
import { LOGIN_WINDOW_MS } from "../../../domain/login-throttle.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, epochMsOf, rowsWritten, statement } from "./sql-statement.ts";

const COUNT = [epochMsOf("window_start").as("windowStart"), "hits as attempts"] as const;

export const LoginAttemptsPostgres = Layer.effect(
  LoginAttempts,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return LoginAttempts.of({
      // One statement that counts and answers, so attempts made by several server processes at once each see their own count.
      take: (key, now) =>
        statement(orm, async (em) => {
          const expired = sql<boolean>`rate_limit.window_start <= ${at(now - LOGIN_WINDOW_MS)}`;
          const row = await accountDb(em)
            .insertInto("rate_limit")
            .values({ key, window_start: at(now), hits: 1, last_hit_at: at(now) })
            .onConflict((conflict) =>
              conflict.column("key").doUpdateSet({
                hits: sql<number>`case when ${expired} then 1 else rate_limit.hits + 1 end`,
                window_start: sql<Date>`case when ${expired} then excluded.window_start else rate_limit.window_start end`,
                last_hit_at: sql<Date>`excluded.last_hit_at`,
              }),
            )
            .returning(COUNT)
            .executeTakeFirst();
          return row ?? { windowStart: now, attempts: 1 };
        }),
      peek: (key, now) =>
        statement(
          orm,
          async (em) =>
            (await accountDb(em)
              .selectFrom("rate_limit")
              .select(COUNT)
              .where("key", "=", key)
              .where("window_start", ">", at(now - LOGIN_WINDOW_MS))
              .executeTakeFirst()) ?? null,
        ),
      giveBack: (key) =>
        statement(orm, (em) =>
          accountDb(em)
            .updateTable("rate_limit")
            .set({ hits: sql<number>`greatest(hits - 1, 0)` })
            .where("key", "=", key)
            .execute(),
        ).pipe(Effect.asVoid),
      clear: (key) => statement(orm, (em) => accountDb(em).deleteFrom("rate_limit").where("key", "=", key).execute()).pipe(Effect.asVoid),
      purgeIdleSince: (cutoff) =>
        statement(orm, (em) =>
          accountDb(em)
            .deleteFrom("rate_limit")
            .where("key", "like", "login:%")
            .where(sql<boolean>`coalesce(last_hit_at, window_start) < ${at(cutoff)}`)
            .executeTakeFirst(),
        ).pipe(Effect.map(rowsWritten)),
    });
  }),
);
