import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect } from "effect";
import type { CatalogueLink, UnlinkedFilm } from "../../application/catalogue-links.ts";
import { titleMatchKey, type CatalogueMovie } from "../../domain/title-match.ts";
import { query, queryWith, runWith } from "./in-transaction.ts";

/** Films of the site without an IMDb id (their key is a site key). */
export const unlinkedFilms = (em: SqlEntityManager): Effect.Effect<ReadonlyArray<UnlinkedFilm>> =>
  query<Array<UnlinkedFilm>>(em, "select id, title, year, length from title where kind = 'film' and imdb not like 'tt%'");

/** The catalogue's movies and TV movies with these match keys. */
export const catalogueMoviesByKey = (em: SqlEntityManager, keys: ReadonlyArray<string>): Effect.Effect<ReadonlyArray<CatalogueMovie>> =>
  keys.length === 0
    ? Effect.succeed([])
    : queryWith<Array<CatalogueMovie>>(
        em,
        `select tconst, title, year, runtime from title_catalogue
         where match_key in (select jsonb_array_elements_text(?::jsonb)) and kind in ('movie', 'tvMovie')`,
        [JSON.stringify(keys)],
      );

/**
 * Gives films their IMDb id (unless another title has it) and, from the catalogue, their rating when they have none,
 * its genres instead of the listing's and its original title as an alternative title. Answers how many films were linked.
 */
export const linkFilms = (em: SqlEntityManager, links: ReadonlyArray<CatalogueLink>) =>
  Effect.gen(function* () {
    if (links.length === 0) return 0;
    const linked = yield* queryWith<Array<{ id: number }>>(
      em,
      `update title t set imdb = v.tconst, imdb_r = coalesce(t.imdb_r, c.average_rating)
       from jsonb_to_recordset(?::jsonb) as v("titleId" int, tconst text) join title_catalogue c on c.tconst = v.tconst
       where t.id = v."titleId" and not exists (select 1 from title o where o.imdb = v.tconst) returning t.id`,
      [JSON.stringify(links)],
    );
    if (linked.length === 0) return 0;
    const ids = JSON.stringify(linked.map((row) => row.id));
    // IMDb's genres win over a listing's, which are often one broad word such as "Drama"
    yield* runWith(
      em,
      `delete from title_genre tg using title t join title_catalogue c on c.tconst = t.imdb
       where tg.title_id = t.id and c.genres is not null and t.id in (select jsonb_array_elements_text(?::jsonb)::int)`,
      [ids],
    );
    yield* runWith(
      em,
      `insert into title_genre (title_id, genre_id, ord)
       select t.id, g.id, (n.ord - 1)::smallint
       from title t join title_catalogue c on c.tconst = t.imdb
       cross join lateral unnest(string_to_array(c.genres, ',')) with ordinality as n(name, ord)
       join genre g on g.slug = lower(n.name)
       where t.id in (select jsonb_array_elements_text(?::jsonb)::int) on conflict do nothing`,
      [ids],
    );
    const originals = yield* queryWith<Array<{ title_id: number; ord: number; name: string }>>(
      em,
      `select t.id as title_id, coalesce((select max(ord) + 1 from title_aka a where a.title_id = t.id), 0)::int as ord, c.original_title as name
       from title t join title_catalogue c on c.tconst = t.imdb
       where t.id in (select jsonb_array_elements_text(?::jsonb)::int) and c.original_title is not null
         and lower(c.original_title) <> lower(t.title)
         and not exists (select 1 from title_aka a where a.title_id = t.id and lower(a.name) = lower(c.original_title))`,
      [ids],
    );
    if (originals.length > 0) {
      yield* runWith(
        em,
        `insert into title_aka (title_id, ord, name, match_key)
         select v.title_id, v.ord, v.name, v.match_key from jsonb_to_recordset(?::jsonb) as v(title_id int, ord smallint, name text, match_key text)`,
        [JSON.stringify(originals.map((row) => ({ ...row, match_key: titleMatchKey(row.name) })))],
      );
    }
    return linked.length;
  });
