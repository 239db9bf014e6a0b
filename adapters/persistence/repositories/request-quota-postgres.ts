import { Effect, Layer } from "effect";
import { RequestQuota } from "../../../application/site/request-quota.ts";
import { Database } from "../database-service.ts";
import { sqlRead } from "./sql-read.ts";
import { AT, statement, writeRows } from "./sql-statement.ts";

// One atomic upsert per request: a window older than the rule's length restarts at this request.
export const RequestQuotaPostgres = Layer.effect(
  RequestQuota,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    return RequestQuota.of({
      take: (key, rule, now) => {
        const expired = `rate_limit.window_start <= ${AT}`;
        const windowStart = now - rule.windowMs;
        return Effect.map(
          read<{ hits: number }>(
            `insert into rate_limit (key, window_start, hits, last_hit_at) values (?, ${AT}, 1, ${AT}) on conflict (key) do update set ` +
              `window_start = case when ${expired} then excluded.window_start else rate_limit.window_start end, ` +
              `hits = case when ${expired} then 1 else rate_limit.hits + 1 end, last_hit_at = excluded.last_hit_at returning hits`,
            [key, now, now, windowStart, windowStart],
          ),
          (rows) => (rows[0]?.hits ?? 1) <= rule.limit,
        );
      },
      purgeStartedBefore: (cutoff) => statement(orm, (em) => writeRows(em, `delete from rate_limit where window_start < ${AT}`, [cutoff])),
    });
  }),
);
