import { Effect } from "effect";
import type { Database } from "../database-service.ts";

const firstRow = (database: Database["Service"], sql: string, params: ReadonlyArray<string>) =>
  Effect.promise(() => database.orm.em.getConnection().execute<Array<Record<string, unknown>>>(sql, [...params])).pipe(Effect.map((rows) => rows[0]));

/** The title and years a generated poster shows for a film or series slug (a series spans `2001-2005`). */
export const posterCaptionOf = (database: Database["Service"], slug: string) =>
  firstRow(
    database,
    "select title, case when kind = 'series' then concat(year, '-', year_end) else coalesce(year::text, '') end as years from title where slug = ?",
    [slug],
  ).pipe(Effect.map((row) => (row === undefined ? undefined : { title: String(row.title), years: String(row.years) })));

/** The name a generated logo shows for a channel or streaming service slug. */
export const logoNameOf = (database: Database["Service"], slug: string) =>
  firstRow(database, "select name from channel where slug = ? union all select name_display as name from streaming_service where slug = ?", [slug, slug]).pipe(
    Effect.map((row) => (row === undefined ? undefined : String(row.name))),
  );
