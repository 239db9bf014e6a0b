import { Effect, Layer } from "effect";
import { sql } from "kysely";
import type { Film } from "../../../domain/film.ts";
import { SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD, type ImdbFallback } from "../../../domain/film-search.ts";
import type { Credit } from "../../../domain/person.ts";
import type { Series } from "../../../domain/series.ts";
import { FilmSearchIndex } from "../../../application/catalogue/film-search-index.ts";
import { Database } from "../database-service.ts";
import { listingTitleJson } from "./title-json.ts";
import { sqlRead } from "./sql-read.ts";
import { selectBound, transaction } from "./sql-statement.ts";

type Param = string | number;

/**
 * A search tier before the fuzzy one: a condition on a stored match key, answered by its indexes (`column` stands for the
 * key); equally good titles rank by popularity.
 */
interface Tier {
  readonly where: (column: string) => string;
  readonly params: (key: string) => ReadonlyArray<Param>;
}

// A match key holds only letters, digits and single spaces, so it is safe inside a LIKE pattern and a regular expression.
// The fuzzy tier comes last: `%` (similarity) or `<%` (word similarity) at pg_trgm's thresholds, ranked by closeness.
const TIERS: ReadonlyArray<Tier> = [
  { where: (column) => `${column} = ?`, params: (key) => [key] },
  { where: (column) => `${column} ~ ?`, params: (key) => [`(^| )${key}( |$)`] },
  { where: (column) => `${column} like ?`, params: (key) => [`%${key}%`] },
];

const closeness = (column: string): string => `greatest(similarity(${column}, ?), word_similarity(?, ${column}))`;

/** Runs the tiers' queries best first until `limit` distinct answers are found, so a common word stops after a popularity-ordered scan. */
const byTiers = <Row>(
  limit: number,
  identity: (row: Row) => string,
  queries: ReadonlyArray<(wanted: number) => Effect.Effect<ReadonlyArray<Row>>>,
): Effect.Effect<ReadonlyArray<Row>> =>
  Effect.gen(function* () {
    const found = new Map<string, Row>();
    for (const query of queries) {
      if (found.size >= limit) break;
      const rows = yield* query(limit + found.size);
      for (const row of rows) if (found.size < limit && !found.has(identity(row))) found.set(identity(row), row);
    }
    return [...found.values()];
  });

// Site titles are few enough to rank every match in one statement: the tier of the best of a title's keys, then closeness in
// the fuzzy tier, then popularity. A UNION of two index scans (titles, alternative titles), not an OR across a join.
const titleSearch = (kind: "film" | "series", key: string, limit: number): { sql: string; params: ReadonlyArray<Param> } => {
  const [exact = key, words = key, part = key] = TIERS.map((tier) => tier.params(key)[0] ?? key);
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

const LOWER_THRESHOLD = Math.min(SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD);

const catalogueFilms = "tc.kind in ('movie', 'tvMovie') and not exists (select 1 from title t where t.imdb = tc.tconst)";

// The fuzzy tier reads the GiST index nearest first by word-similarity distance (`<->>`), which orders by closeness since a
// title's closeness is its word similarity, and stops after this many films per wanted answer; those few are then ranked
// by closeness and votes, so the catalogue's every similar title is never ranked as a whole.
const NEAREST_PER_ANSWER = 10;

// The index condition `match_key %> key` bounds the scan, so a key close to nothing reads next to nothing: at the lower of
// the two thresholds (set for the statement's transaction only) it holds for every close title, as similarity never
// exceeds word similarity; the close ones are then kept by the domain's rule.
const closestCatalogueFilms = (key: string, wanted: number) => sql<ImdbFallback>`
  select c.tconst, c.title, c.year from (
    select tc.tconst, tc.title, tc.year, tc.num_votes, tc.match_key, tc.match_key <->> ${key} as distance from title_catalogue tc
    where tc.match_key %> ${key} and ${sql.raw(catalogueFilms)} order by tc.match_key <->> ${key} limit ${wanted * NEAREST_PER_ANSWER}) c
  where similarity(c.match_key, ${key}) >= ${SIMILARITY_THRESHOLD} or word_similarity(${key}, c.match_key) >= ${WORD_SIMILARITY_THRESHOLD}
  order by c.distance, c.num_votes desc nulls last, c.tconst limit ${wanted}`;

const catalogueTier = (tier: Tier, key: string, wanted: number): { text: string; params: ReadonlyArray<Param> } => ({
  text: `select tc.tconst, tc.title, tc.year from title_catalogue tc where ${tier.where("tc.match_key")} and ${catalogueFilms} order by tc.num_votes desc nulls last, tc.tconst limit ?`,
  params: [...tier.params(key), wanted],
});

// People have no stored key: their names are compared as search_key(name), an accent- and case-free form.
const personMatches = "(search_key(p.name) % ? or ? <% search_key(p.name) or search_key(p.name) like ?)";

export const FilmSearchIndexPostgres = Layer.effect(
  FilmSearchIndex,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    const titles = <T>(kind: "film" | "series", key: string, limit: number) => {
      const statement = titleSearch(kind, key, limit);
      return Effect.map(read<{ title: T }>(statement.sql, statement.params), (rows) => rows.map((row) => row.title));
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
        byTiers<ImdbFallback>(limit, (row) => row.tconst, [
          ...TIERS.map((tier) => (wanted: number) => {
            const statement = catalogueTier(tier, key, wanted);
            return read<ImdbFallback>(statement.text, statement.params);
          }),
          (wanted: number) =>
            transaction(orm, async (em) => {
              await selectBound(em, sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LOWER_THRESHOLD)}, true)`);
              return selectBound(em, closestCatalogueFilms(key, wanted));
            }),
        ]),
    });
  }),
);
