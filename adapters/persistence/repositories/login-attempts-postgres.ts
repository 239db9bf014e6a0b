import { Effect, Layer } from "effect";
import { LoginAttempts } from "../../../application/accounts/login-attempts.ts";
import { LOGIN_WINDOW_MS, type LoginAttemptCount } from "../../../domain/login-throttle.ts";
import { Database } from "../database-service.ts";
import { AT, epochMs, selectRows, statement, writeRows } from "./sql-statement.ts";

export const LoginAttemptsPostgres = Layer.effect(
  LoginAttempts,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return LoginAttempts.of({
      // One statement that counts and answers, so attempts made by several server processes at once each see their own count.
      take: (key, now) =>
        statement(orm, async (em) => {
          const [row] = await selectRows<LoginAttemptCount>(
            em,
            `insert into rate_limit as r (key, window_start, hits, last_hit_at) values (?, ${AT}, 1, ${AT})
             on conflict (key) do update set
               hits = case when r.window_start <= ${AT} then 1 else r.hits + 1 end,
               window_start = case when r.window_start <= ${AT} then excluded.window_start else r.window_start end,
               last_hit_at = excluded.last_hit_at
             returning ${epochMs("window_start")} as "windowStart", hits as attempts`,
            [key, now, now, now - LOGIN_WINDOW_MS, now - LOGIN_WINDOW_MS],
          );
          return row ?? { windowStart: now, attempts: 1 };
        }),
      peek: (key, now) =>
        statement(orm, async (em) => {
          const [row] = await selectRows<LoginAttemptCount>(
            em,
            `select ${epochMs("window_start")} as "windowStart", hits as attempts from rate_limit where key = ? and window_start > ${AT}`,
            [key, now - LOGIN_WINDOW_MS],
          );
          return row ?? null;
        }),
      giveBack: (key) => statement(orm, (em) => writeRows(em, "update rate_limit set hits = greatest(hits - 1, 0) where key = ?", [key])).pipe(Effect.asVoid),
      clear: (key) => statement(orm, (em) => writeRows(em, "delete from rate_limit where key = ?", [key])).pipe(Effect.asVoid),
      purgeIdleSince: (cutoff) =>
        statement(orm, (em) => writeRows(em, `delete from rate_limit where key like 'login:%' and coalesce(last_hit_at, window_start) < ${AT}`, [cutoff])),
    });
  }),
);
