import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer } from "effect";
import { TitleViews } from "../../../application/admin/title-views.ts";
import { Database } from "../database-service.ts";
import type { Database as Orm } from "../database.ts";
import { sql, type RawBuilder } from "kysely";
import { boundArray, unnestRows } from "../bound-rows.ts";
import { IdRow, selectDecoded, writeBound } from "./sql-statement.ts";

export interface TitleViewsOptions {
  /** How long views wait in memory before one statement adds them all; tests and benchmarks may shorten it. */
  readonly flushAfterMs: number;
}

interface PendingViews {
  readonly slug: string;
  readonly day: string;
  n: number;
}

const WEEK_DAYS = 7;

const counters = (day: string): RawBuilder<unknown> => {
  const d = sql`${day}::date`;
  return sql`coalesce((select sum(v.views) from title_view v where v.title_id = t.id and v.day = ${d}), 0)::int,
    coalesce((select sum(v.views) from title_view v where v.title_id = t.id and v.day > ${d} - ${sql.lit(WEEK_DAYS)} and v.day <= ${d}), 0)::int`;
};

const writeBatch = async (em: SqlEntityManager, batch: ReadonlyArray<PendingViews>): Promise<void> => {
  const rows = unnestRows("p", batch, [
    ["slug", "text", (row) => row.slug],
    ["day", "date", (row) => row.day],
    ["n", "int", (row) => row.n],
  ]);
  const touched = await selectDecoded(
    em,
    IdRow,
    sql`with added as (insert into title_view (title_id, day, views) select t.id, p.day, p.n from ${rows} join title t on t.slug = p.slug and t.kind = 'film'
      on conflict (title_id, day) do update set views = title_view.views + excluded.views returning title_id) select distinct title_id as id from added`,
  );
  const latest = batch.reduce((day, row) => (row.day > day ? row.day : day), "");
  if (touched.length === 0) return;
  await writeBound(
    em,
    sql`update title t set (n_daily, n_weekly) = (select ${counters(latest)}) where t.id = any(${boundArray(
      "int",
      touched.map((row) => row.id),
    )})`,
  );
};

// Titles whose counters still hold views from days that have left the window, and titles viewed in it.
const rollOver = (day: string): RawBuilder<unknown> => {
  const d = sql`${day}::date`;
  return sql`update title t set (n_daily, n_weekly) = (select ${counters(day)})
    where t.id in (select id from title where n_daily > 0 or n_weekly > 0 union select title_id from title_view where day > ${d} - ${sql.lit(WEEK_DAYS)} and day <= ${d})`;
};

/** Views are buffered in memory and added by one statement per flush; several processes add up safely. */
export const TitleViewsPostgres = (options: TitleViewsOptions = { flushAfterMs: 1000 }) =>
  Layer.effect(
    TitleViews,
    Effect.gen(function* () {
      const { orm } = yield* Database;
      const pending = new Map<string, PendingViews>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let queue: Promise<void> = Promise.resolve();
      let rolledOver: string | null = null;

      const flush = (db: Orm): Promise<void> => {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        const batch = [...pending.values()];
        pending.clear();
        queue = queue
          .then(() => (batch.length === 0 ? undefined : writeBatch(db.em.fork(), batch)))
          .catch((error: unknown) => {
            console.error("Could not add film page views", error);
          });
        return queue;
      };

      yield* Effect.addFinalizer(() => Effect.promise(() => flush(orm)));

      return TitleViews.of({
        recordFilmView: (slug, day) =>
          Effect.sync(() => {
            const key = `${day} ${slug}`;
            const entry = pending.get(key);
            if (entry === undefined) pending.set(key, { slug, day, n: 1 });
            else entry.n += 1;
            if (timer === undefined) {
              timer = setTimeout(() => void flush(orm), options.flushAfterMs);
              timer.unref();
            }
          }),
        rollOver: (day) =>
          Effect.promise(async () => {
            await flush(orm);
            if (rolledOver === day) return;
            await writeBound(orm.em.fork(), rollOver(day));
            await writeBound(orm.em.fork(), sql`delete from title_view where day <= ${day}::date - ${sql.lit(WEEK_DAYS)}`);
            rolledOver = day;
          }),
      });
    }),
  );
