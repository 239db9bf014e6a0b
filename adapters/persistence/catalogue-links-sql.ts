import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Schema } from "effect";
import { sql, type RawBuilder } from "kysely";
import { UnlinkedFilm, type CatalogueLink } from "../../domain/imports/catalogue-links.ts";
import { WEAK_GENRE_SLUGS } from "../../domain/feed-genres.ts";
import { CatalogueMovie, titleMatchKey } from "../../domain/title-match.ts";
import { boundArray, unnestRows } from "./bound-rows.ts";
import { rowsOf, rowsWritten } from "./in-transaction.ts";
import { IdRow } from "./repositories/sql-statement.ts";

/** The IMDb catalogue's kinds that are a film of the site, and those that are a series. */
const OriginalTitleRow = Schema.Struct({ title_id: Schema.Int, ord: Schema.Int, name: Schema.String });

const CATALOGUE_KINDS = { film: ["movie", "tvMovie"], series: ["tvSeries", "tvMiniSeries"] } as const;

/** Films or series of the site without an IMDb id (their key is a site key). */
export const unlinkedTitles = (em: SqlEntityManager, kind: "film" | "series"): Effect.Effect<ReadonlyArray<UnlinkedFilm>> =>
  rowsOf(em, UnlinkedFilm, sql`select id, title, year, length from title where kind = ${kind} and imdb not like 'tt%'`);

/** The catalogue's entries with these match keys that are films (movies and TV movies) or series (TV series and mini-series). */
export const catalogueTitlesByKey = (
  em: SqlEntityManager,
  kind: "film" | "series",
  keys: ReadonlyArray<string>,
): Effect.Effect<ReadonlyArray<CatalogueMovie>> =>
  keys.length === 0
    ? Effect.succeed([])
    : rowsOf(
        em,
        CatalogueMovie,
        sql`select tconst, title, year, runtime from title_catalogue
         where match_key = any(${boundArray("text", keys)}) and kind = any(${boundArray("text", CATALOGUE_KINDS[kind])})`,
      );

export const unlinkedFilms = (em: SqlEntityManager): Effect.Effect<ReadonlyArray<UnlinkedFilm>> => unlinkedTitles(em, "film");

export const catalogueMoviesByKey = (em: SqlEntityManager, keys: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CatalogueMovie>> =>
  catalogueTitlesByKey(em, "film", keys);

/**
 * Gives films their IMDb id (unless another title has it) and, from the catalogue, their rating when they have none,
 * its genres instead of the listing's and its original title as an alternative title. Answers how many films were linked.
 */
export const linkFilms = (em: SqlEntityManager, links: ReadonlyArray<CatalogueLink>) =>
  Effect.gen(function* () {
    if (links.length === 0) return 0;
    const linked = yield* rowsOf(
      em,
      IdRow,
      sql`update title t set imdb = v.tconst
       from ${unnestRows("v", links, [
         ["title_id", "int", (link) => link.titleId],
         ["tconst", "text", (link) => link.tconst],
       ])} join title_catalogue c on c.tconst = v.tconst
       where t.id = v.title_id and not exists (select 1 from title o where o.imdb = v.tconst) returning t.id`,
    );
    yield* adoptCatalogueFacts(
      em,
      linked.map((row) => row.id),
    );
    return linked.length;
  });

/**
 * Titles whose IMDb id the catalogue has take, from it, their rating when they have none, its genres instead of the
 * listing's and its original title as an alternative title. Answers how many titles the catalogue has.
 */
export const adoptCatalogueFacts = (em: SqlEntityManager, titleIds: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (titleIds.length === 0) return 0;
    const known = yield* rowsOf(
      em,
      IdRow,
      sql`update title t set imdb_r = coalesce(t.imdb_r, c.average_rating)
       from title_catalogue c where c.tconst = t.imdb and t.id = any(${boundArray("int", titleIds)}) returning t.id`,
    );
    if (known.length === 0) return 0;
    const ids = boundArray(
      "int",
      known.map((row) => row.id),
    );
    yield* adoptCatalogueGenres(em, sql`t.id = any(${ids})`);
    const originals = yield* rowsOf(
      em,
      OriginalTitleRow,
      sql`select t.id as title_id, coalesce((select max(ord) + 1 from title_aka a where a.title_id = t.id), 0)::int as ord, c.original_title as name
       from title t join title_catalogue c on c.tconst = t.imdb
       where t.id = any(${ids}) and c.original_title is not null
         and lower(c.original_title) <> lower(t.title)
         and not exists (select 1 from title_aka a where a.title_id = t.id and lower(a.name) = lower(c.original_title))`,
    );
    if (originals.length > 0) {
      yield* rowsWritten(
        em,
        sql`insert into title_aka (title_id, ord, name, match_key)
         select v.title_id, v.ord, v.name, v.match_key from ${unnestRows("v", originals, [
           ["title_id", "int", (row) => row.title_id],
           ["ord", "smallint", (row) => row.ord],
           ["name", "text", (row) => row.name],
           ["match_key", "text", (row) => titleMatchKey(row.name)],
         ])}`,
      );
    }
    return known.length;
  });

/**
 * The rule of `genresAfterImdb`, set-based: unverified titles chosen by `which` (a condition on `t`) take their catalogue
 * entry's genres in IMDb's order and lose their catch-all genres IMDb lacks; their specific genres stay.
 */
export const adoptCatalogueGenres = (em: SqlEntityManager, which: RawBuilder<unknown>): Effect.Effect<number> =>
  rowsWritten(
    em,
    sql`with imdb as materialized (
       select distinct on (t.id, g.id) t.id as title_id, g.id as genre_id, (n.ord - 1)::smallint as ord
       from title t join title_catalogue c on c.tconst = t.imdb
       cross join lateral unnest(string_to_array(c.genres, ',')) with ordinality as n(name, ord)
       join genre g on g.slug = lower(n.name)
       where ${which} and not t.verified and c.genres is not null order by t.id, g.id, n.ord
     ), removed as (
       delete from title_genre x using genre g
       where g.id = x.genre_id and g.slug = any(${boundArray("text", WEAK_GENRE_SLUGS)}) and x.title_id in (select title_id from imdb)
         and not exists (select 1 from imdb where imdb.title_id = x.title_id and imdb.genre_id = x.genre_id)
     )
     insert into title_genre (title_id, genre_id, ord) select title_id, genre_id, ord from imdb
     on conflict (title_id, genre_id) do update set ord = excluded.ord where title_genre.ord <> excluded.ord`,
  );
