import { Effect, Layer } from "effect";
import type { Film } from "../../../domain/film.ts";
import type { ImdbFallback } from "../../../domain/film-search.ts";
import type { Credit } from "../../../domain/person.ts";
import type { Series } from "../../../domain/series.ts";
import { FilmSearchIndex } from "../../../application/catalogue/film-search-index.ts";
import { Database } from "../database-service.ts";
import { listingTitleJson } from "./title-json.ts";
import { sqlRead } from "./sql-read.ts";

// `%` (similarity) and `<%` (word similarity) use the GIN trigram indexes on search_key(...); "like" catches short exact parts.
const matches = (column: string): string =>
  `(search_key(${column}) % search_key(?) or search_key(?) <% search_key(${column}) or search_key(${column}) like '%' || search_key(?) || '%')`;

const closeness = (column: string): string =>
  `greatest(similarity(search_key(${column}), search_key(?)), word_similarity(search_key(?), search_key(${column})))`;

const likeTerm = (keyword: string): string => keyword.replace(/[\\%_]/g, "\\$&");

const matchParams = (keyword: string) => [keyword, keyword, likeTerm(keyword)];
const closenessParams = (keyword: string) => [keyword, keyword];

const titleSearch = (kind: "film" | "series"): string =>
  `select ${listingTitleJson("t")} as title from (` +
  `select t.id, max(greatest(${closeness("t.title")}, coalesce(${closeness("a.name")}, 0))) as rank from title t left join title_aka a on a.title_id = t.id ` +
  `where t.kind = '${kind}' and (${matches("t.title")} or ${matches("a.name")}) group by t.id) m ` +
  `join title t on t.id = m.id order by m.rank desc, t.n_weekly desc, t.year desc nulls last, t.id limit ?`;

const titleSearchParams = (keyword: string, limit: number) => [
  ...closenessParams(keyword),
  ...closenessParams(keyword),
  ...matchParams(keyword),
  ...matchParams(keyword),
  limit,
];

export const FilmSearchIndexPostgres = Layer.effect(
  FilmSearchIndex,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    return FilmSearchIndex.of({
      findFilms: (keyword, limit) =>
        Effect.map(read<{ title: Film }>(titleSearch("film"), titleSearchParams(keyword, limit)), (rows) => rows.map((row) => row.title)),
      findSeries: (keyword, limit) =>
        Effect.map(read<{ title: Series }>(titleSearch("series"), titleSearchParams(keyword, limit)), (rows) => rows.map((row) => row.title)),
      findPerson: (keyword, role) =>
        Effect.map(
          read<Credit>(
            `select p.name, p.slug, p.tmdb_img from person p where ${matches("p.name")} ` +
              `and exists (select 1 from credit c where c.person_id = p.id and c.role = '${role}') ` +
              `order by ${closeness("p.name")} desc, (select count(*) from credit c where c.person_id = p.id) desc, p.id limit 1`,
            [...matchParams(keyword), ...closenessParams(keyword)],
          ),
          (rows) => rows[0] ?? null,
        ),
      findCatalogueFilms: (keyword, limit) =>
        read<ImdbFallback>(
          `select tc.tconst, tc.title, tc.year from title_catalogue tc where ${matches("tc.title")} and tc.kind in ('movie', 'tvMovie') ` +
            `and not exists (select 1 from title t where t.imdb = tc.tconst) ` +
            `order by ${closeness("tc.title")} desc, tc.num_votes desc nulls last, tc.tconst limit ?`,
          [...matchParams(keyword), ...closenessParams(keyword), limit],
        ),
    });
  }),
);
