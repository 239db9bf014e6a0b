import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Schema } from "effect";
import { sql } from "kysely";
import type { CatalogueLink, SeriesLinking, UnlinkedFilm } from "../../domain/imports/catalogue-links.ts";
import type { CatalogueSeries } from "../../domain/title-match.ts";
import { boundArray } from "./bound-rows.ts";
import { catalogueTitlesByKey, linkFilms, unlinkedTitles } from "./catalogue-links-sql.ts";
import { rowsOf, rowsWritten } from "./in-transaction.ts";
import { IdRow } from "./repositories/sql-statement.ts";

const HolderRow = Schema.Struct({ id: Schema.Int, imdb: Schema.String, kind: Schema.String });

export const unlinkedSeries = (em: SqlEntityManager): Effect.Effect<ReadonlyArray<UnlinkedFilm>> => unlinkedTitles(em, "series");

export const catalogueSeriesByKey = (em: SqlEntityManager, keys: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CatalogueSeries>> =>
  catalogueTitlesByKey(em, "series", keys);

/**
 * Merges series `from` into series `into` and deletes `from`: its showings, members' flags, ratings and alerts (the
 * survivor's own win where a member has both), reviews, reports, views, credits, genres, languages, akas (its title
 * among them) and slugs (the old one keeps leading to the survivor) move to the survivor.
 */
export const mergeSeriesInto = (em: SqlEntityManager, from: number, into: number): Effect.Effect<void> =>
  Effect.gen(function* () {
    const write = (statement: Parameters<typeof rowsWritten>[1]) => rowsWritten(em, statement);
    yield* write(sql`update user_title s set watched = s.watched or f.watched, watched_on = coalesce(s.watched_on, f.watched_on),
       not_interested = s.not_interested or f.not_interested, alert = s.alert or f.alert, stars = coalesce(s.stars, f.stars),
       alerted_through = greatest(s.alerted_through, f.alerted_through)
       from user_title f where f.title_id = ${from} and s.title_id = ${into} and s.user_id = f.user_id`);
    yield* write(sql`update user_title f set title_id = ${into} where f.title_id = ${from}
       and not exists (select 1 from user_title s where s.user_id = f.user_id and s.title_id = ${into})`);
    yield* write(sql`update alert_showing a set title_id = ${into} where a.title_id = ${from}
       and not exists (select 1 from alert_showing b where b.title_id = ${into} and b.occasion = a.occasion)`);
    yield* write(sql`update "show" set title_id = ${into} where title_id = ${from}`);
    yield* write(sql`update review set title_id = ${into} where title_id = ${from}`);
    yield* write(sql`update film_report set title_id = ${into} where title_id = ${from}`);
    yield* write(sql`insert into title_view (title_id, day, views) select ${into}, day, views from title_view where title_id = ${from}
       on conflict (title_id, day) do update set views = title_view.views + excluded.views`);
    yield* write(sql`insert into credit (title_id, person_id, role, ord, "character")
       select ${into}, person_id, role, ord, "character" from credit where title_id = ${from} on conflict do nothing`);
    yield* write(
      sql`insert into title_genre (title_id, genre_id, ord) select ${into}, genre_id, ord from title_genre where title_id = ${from} on conflict do nothing`,
    );
    yield* write(sql`insert into title_language (title_id, language_id, ord)
       select ${into}, language_id, ord from title_language where title_id = ${from} on conflict do nothing`);
    yield* write(sql`insert into title_similar (title_id, similar_id, ord)
       select ${into}, similar_id, ord from title_similar where title_id = ${from} and similar_id <> ${into} on conflict do nothing`);
    yield* write(sql`insert into title_similar (title_id, similar_id, ord)
       select title_id, ${into}, ord from title_similar where similar_id = ${from} and title_id <> ${into} on conflict do nothing`);
    yield* write(sql`insert into title_aka (title_id, ord, name, match_key)
       select ${into}, ((select coalesce(max(ord) + 1, 0) from title_aka where title_id = ${into}) + row_number() over (order by n.pos, n.ord) - 1)::smallint,
         n.name, n.match_key
       from (select distinct on (lower(c.name)) c.name, c.match_key, c.pos, c.ord from (
           select t.title as name, t.match_key, 0 as pos, 0 as ord from title t where t.id = ${from}
           union all select a.name, a.match_key, 1, a.ord from title_aka a where a.title_id = ${from}
         ) c order by lower(c.name), c.pos, c.ord) n
       where not exists (select 1 from title s where s.id = ${into} and lower(s.title) = lower(n.name))
         and not exists (select 1 from title_aka a where a.title_id = ${into} and lower(a.name) = lower(n.name))`);
    yield* write(sql`update title_former_key set title_id = ${into} where title_id = ${from}`);
    yield* write(sql`insert into title_former_key (slug, imdb, title_id) select slug, imdb, ${into} from title where id = ${from}
       on conflict (slug) do update set imdb = excluded.imdb, title_id = excluded.title_id`);
    yield* write(sql`update title s set synopsis = coalesce(s.synopsis, f.synopsis), synopsis_short = coalesce(s.synopsis_short, f.synopsis_short), tvguide_synopsis = coalesce(s.tvguide_synopsis, f.tvguide_synopsis),
       poster_url = coalesce(s.poster_url, f.poster_url), certificate_id = coalesce(s.certificate_id, f.certificate_id),
       n_daily = s.n_daily + f.n_daily, n_weekly = s.n_weekly + f.n_weekly, updated_at = now()
       from title f where s.id = ${into} and f.id = ${from}`);
    yield* write(sql`delete from title where id = ${from}`);
  });

/**
 * Gives each series its IMDb id, as films take theirs; a series whose IMDb id another series already has merges into
 * that one. A link to an id a film has is left alone.
 */
export const linkSeries = (em: SqlEntityManager, links: ReadonlyArray<CatalogueLink>): Effect.Effect<SeriesLinking> =>
  Effect.gen(function* () {
    if (links.length === 0) return { linked: 0, merged: 0 };
    const holders = new Map(
      (yield* rowsOf(
        em,
        HolderRow,
        sql`select id, imdb, kind from title where imdb = any(${boundArray(
          "text",
          links.map((link) => link.tconst),
        )})`,
      )).map((row) => [row.imdb, row]),
    );
    const unlinked = new Set(
      (yield* rowsOf(
        em,
        IdRow,
        sql`select id from title where id = any(${boundArray(
          "int",
          links.map((link) => link.titleId),
        )}) and kind = 'series' and imdb not like 'tt%'`,
      )).map((row) => row.id),
    );
    const linked = yield* linkFilms(
      em,
      links.filter((link) => unlinked.has(link.titleId) && !holders.has(link.tconst)),
    );
    let merged = 0;
    for (const link of links) {
      const holder = holders.get(link.tconst);
      if (holder === undefined || holder.kind !== "series" || !unlinked.has(link.titleId)) continue;
      yield* mergeSeriesInto(em, link.titleId, holder.id);
      merged++;
    }
    return { linked, merged };
  });
