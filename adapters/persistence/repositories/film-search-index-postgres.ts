import { Effect, Layer } from "effect";
import type { Film } from "../../../domain/film.ts";
import type { ImdbFallback } from "../../../domain/film-search.ts";
import type { Credit } from "../../../domain/person.ts";
import type { Series } from "../../../domain/series.ts";
import { FilmSearchIndex } from "../../../application/catalogue/film-search-index.ts";
import { Database } from "../database-service.ts";
import { listingTitleJson } from "./title-json.ts";
import { sqlRead } from "./sql-read.ts";

type Param = string | number;

/** A search tier: a condition on a stored match key, answered by its GIN trigram index (`column` stands for the key). */
interface Tier {
  readonly where: (column: string) => string;
  readonly params: (key: string) => ReadonlyArray<Param>;
  /** The fuzzy tier ranks by closeness; the others rank equally close titles by popularity. */
  readonly fuzzy: boolean;
}

// A match key holds only letters, digits and single spaces, so it is safe inside a LIKE pattern and a regular expression.
const TIERS: ReadonlyArray<Tier> = [
  { where: (column) => `${column} = ?`, params: (key) => [key], fuzzy: false },
  { where: (column) => `${column} ~ ?`, params: (key) => [`(^| )${key}( |$)`], fuzzy: false },
  { where: (column) => `${column} like ?`, params: (key) => [`%${key}%`], fuzzy: false },
  // `%` (similarity) and `<%` (word similarity) at pg_trgm's thresholds
  { where: (column) => `(${column} % ? or ? <% ${column})`, params: (key) => [key, key], fuzzy: true },
];

const closeness = (column: string): string => `greatest(similarity(${column}, ?), word_similarity(?, ${column}))`;

/** Runs the tiers best first until `limit` distinct answers are found, so a common word stops after a popularity-ordered scan. */
const byTiers = <Row>(
  limit: number,
  identity: (row: Row) => string,
  query: (tier: Tier, wanted: number) => Effect.Effect<ReadonlyArray<Row>>,
): Effect.Effect<ReadonlyArray<Row>> =>
  Effect.gen(function* () {
    const found = new Map<string, Row>();
    for (const tier of TIERS) {
      if (found.size >= limit) break;
      const rows = yield* query(tier, limit + found.size);
      for (const row of rows) if (found.size < limit && !found.has(identity(row))) found.set(identity(row), row);
    }
    return [...found.values()];
  });

// Site titles are few enough to rank every match in one statement: the tier of the best of a title's keys, then closeness in
// the fuzzy tier, then popularity. A UNION of two index scans (titles, alternative titles), not an OR across a join.
const titleSearch = (kind: "film" | "series", key: string, limit: number): { sql: string; params: ReadonlyArray<Param> } => {
  const [exact = key, words = key, part = key] = TIERS.slice(0, 3).map((tier) => tier.params(key)[0] ?? key);
  const branch = (column: string, from: string) =>
    `select ${column === "t.match_key" ? "t.id" : "a.title_id"} as id, ` +
    `case when ${column} = ? then 0 when ${column} ~ ? then 1 when ${column} like ? then 2 else 3 end as tier, ${closeness(column)} as rank ` +
    `from ${from} where t.kind = ? and (${column} like ? or ${column} % ? or ? <% ${column})`;
  const branchParams = [exact, words, part, key, key, kind, part, key, key];
  return {
    sql:
      `select ${listingTitleJson("t")} as title from (select h.id, min(h.tier) as tier, max(h.rank) as rank from (` +
      `${branch("t.match_key", "title t")} union all ${branch("a.match_key", "title_aka a join title t on t.id = a.title_id")}` +
      `) h group by h.id) m join title t on t.id = m.id ` +
      `order by m.tier, case when m.tier = 3 then m.rank else 0 end desc, t.n_weekly desc, t.year desc nulls last, t.id limit ?`,
    params: [...branchParams, ...branchParams, limit],
  };
};

const catalogueFilms = "tc.kind in ('movie', 'tvMovie') and not exists (select 1 from title t where t.imdb = tc.tconst)";

// Each fuzzy branch reads the GiST index nearest first and stops after this many films per wanted answer, which are then
// ranked by closeness and votes: the catalogue's every similar title is never ranked as a whole.
const NEAREST_PER_ANSWER = 5;

const catalogueTier = (tier: Tier, key: string, wanted: number): { sql: string; params: ReadonlyArray<Param> } => {
  if (!tier.fuzzy)
    return {
      sql: `select tc.tconst, tc.title, tc.year from title_catalogue tc where ${tier.where("tc.match_key")} and ${catalogueFilms} order by tc.num_votes desc nulls last, tc.tconst limit ?`,
      params: [...tier.params(key), wanted],
    };
  const nearest = wanted * NEAREST_PER_ANSWER;
  const branch = (match: string, distance: string) =>
    `(select tc.tconst, tc.title, tc.year, tc.num_votes, tc.match_key from title_catalogue tc where ${match} and ${catalogueFilms} order by ${distance} limit ?)`;
  return {
    sql:
      `select c.tconst, c.title, c.year from (${branch("tc.match_key % ?", "tc.match_key <-> ?")} union ${branch("? <% tc.match_key", "? <<-> tc.match_key")}) c ` +
      `order by ${closeness("c.match_key")} desc, c.num_votes desc nulls last, c.tconst limit ?`,
    params: [key, key, nearest, key, key, nearest, key, key, wanted],
  };
};

// People have no stored key: their names are compared as search_key(name), an accent- and case-free form.
const personMatches = "(search_key(p.name) % ? or ? <% search_key(p.name) or search_key(p.name) like ?)";

export const FilmSearchIndexPostgres = Layer.effect(
  FilmSearchIndex,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    const titles = <T>(kind: "film" | "series", key: string, limit: number) => {
      const { sql, params } = titleSearch(kind, key, limit);
      return Effect.map(read<{ title: T }>(sql, params), (rows) => rows.map((row) => row.title));
    };
    return FilmSearchIndex.of({
      findFilms: (key, limit) => titles<Film>("film", key, limit),
      findSeries: (key, limit) => titles<Series>("series", key, limit),
      findPerson: (key, role) =>
        Effect.map(
          read<Credit>(
            `select p.name, p.slug, p.tmdb_img from person p where ${personMatches} ` +
              `and exists (select 1 from credit c where c.person_id = p.id and c.role = ?) ` +
              `order by ${closeness("search_key(p.name)")} desc, (select count(*) from credit c where c.person_id = p.id) desc, p.id limit 1`,
            [key, key, `%${key}%`, role, key, key],
          ),
          (rows) => rows[0] ?? null,
        ),
      findCatalogueFilms: (key, limit) =>
        byTiers<ImdbFallback>(
          limit,
          (row) => row.tconst,
          (tier, wanted) => {
            const { sql, params } = catalogueTier(tier, key, wanted);
            return read<ImdbFallback>(sql, params);
          },
        ),
    });
  }),
);
