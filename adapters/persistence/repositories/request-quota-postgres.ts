import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { RequestQuota } from "../../../application/site/request-quota.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, rowsWritten, statement } from "./sql-statement.ts";

// One atomic upsert per request: a window older than the rule's length restarts at this request.
export const RequestQuotaPostgres = Layer.effect(
  RequestQuota,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return RequestQuota.of({
      take: (key, rule, now) => {
        const expired = sql<boolean>`rate_limit.window_start <= ${at(now - rule.windowMs)}`;
        return statement(orm, (em) =>
          accountDb(em)
            .insertInto("rate_limit")
            .values({ key, window_start: at(now), hits: 1, last_hit_at: at(now) })
            .onConflict((conflict) =>
              conflict.column("key").doUpdateSet({
                window_start: sql<Date>`case when ${expired} then excluded.window_start else rate_limit.window_start end`,
                hits: sql<number>`case when ${expired} then 1 else rate_limit.hits + 1 end`,
                last_hit_at: sql<Date>`excluded.last_hit_at`,
              }),
            )
            .returning("hits")
            .executeTakeFirst(),
        ).pipe(Effect.map((row) => (row?.hits ?? 1) <= rule.limit));
      },
      purgeStartedBefore: (cutoff) =>
        statement(orm, (em) => accountDb(em).deleteFrom("rate_limit").where("window_start", "<", at(cutoff)).executeTakeFirst()).pipe(Effect.map(rowsWritten)),
    });
  }),
);
