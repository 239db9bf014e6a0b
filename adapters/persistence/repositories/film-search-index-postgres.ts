import { Effect, Layer, Schema } from "effect";
import { sql, type RawBuilder } from "kysely";
import { Film } from "../../../domain/film.ts";
import { ImdbFallback, SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD } from "../../../domain/film-search.ts";
import { Credit } from "../../../domain/person.ts";
import { Series } from "../../../domain/series.ts";
import { FilmSearchIndex } from "../../../application/catalogue/film-search-index.ts";
import { Database } from "../database-service.ts";
import { listingTitleJson } from "./title-json.ts";
import { decodedRows, selectBound, transaction } from "./sql-statement.ts";

const FilmRow = Schema.Struct({ title: Film });
const SeriesRow = Schema.Struct({ title: Series });
const decodeFallbacks = Schema.decodeUnknownSync(Schema.Array(ImdbFallback));

/**
 * A search tier before the fuzzy one: a condition on a stored match key, answered by its indexes (`column` is the key's
 * column, a name from this file); equally good titles rank by popularity.
 */
type Tier = (column: RawBuilder<string>, key: string) => RawBuilder<boolean>;

// A match key holds only letters, digits and single spaces, so it is safe inside a LIKE pattern and a regular expression.
// The fuzzy tier comes last: `%` (similarity) or `<%` (word similarity) at pg_trgm's thresholds, ranked by closeness.
const exactly: Tier = (column, key) => sql`${column} = ${key}`;
const asWords: Tier = (column, key) => sql`${column} ~ ${`(^| )${key}( |$)`}`;
const asPart: Tier = (column, key) => sql`${column} like ${`%${key}%`}`;
const TIERS: ReadonlyArray<Tier> = [exactly, asWords, asPart];

const closeness = (column: RawBuilder<string>, key: string) => sql<number>`greatest(similarity(${column}, ${key}), word_similarity(${key}, ${column}))`;

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
const titleSearch = (kind: "film" | "series", key: string, limit: number) => {
  const branch = (id: RawBuilder<number>, column: RawBuilder<string>, from: RawBuilder<unknown>) =>
    sql`select ${id} as id,
      case when ${exactly(column, key)} then 0 when ${asWords(column, key)} then 1 when ${asPart(column, key)} then 2 else 3 end as tier,
      ${closeness(column, key)} as rank
      from ${from} where t.kind = ${kind} and (${asPart(column, key)} or ${column} % ${key} or ${key} <% ${column})`;
  const titles = branch(sql`t.id`, sql`t.match_key`, sql`title t`);
  const akas = branch(sql`a.title_id`, sql`a.match_key`, sql`title_aka a join title t on t.id = a.title_id`);
  return sql<unknown>`select ${listingTitleJson("t")} as title from (select h.id, min(h.tier) as tier, max(h.rank) as rank from (
    ${titles} union all ${akas}) h group by h.id) m join title t on t.id = m.id
    order by m.tier, case when m.tier = 3 then m.rank else 0 end desc, t.n_weekly desc, t.year desc nulls last, t.id limit ${limit}`;
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
const closestCatalogueFilms = (key: string, wanted: number) => sql<unknown>`
  select c.tconst, c.title, c.year from (
    select tc.tconst, tc.title, tc.year, tc.num_votes, tc.match_key, tc.match_key <->> ${key} as distance from title_catalogue tc
    where tc.match_key %> ${key} and ${sql.raw(catalogueFilms)} order by tc.match_key <->> ${key} limit ${wanted * NEAREST_PER_ANSWER}) c
  where similarity(c.match_key, ${key}) >= ${SIMILARITY_THRESHOLD} or word_similarity(${key}, c.match_key) >= ${WORD_SIMILARITY_THRESHOLD}
  order by c.distance, c.num_votes desc nulls last, c.tconst limit ${wanted}`;

const catalogueTier = (tier: Tier, key: string, wanted: number) =>
  sql<unknown>`select tc.tconst, tc.title, tc.year from title_catalogue tc where ${tier(sql`tc.match_key`, key)} and ${sql.raw(catalogueFilms)}
    order by tc.num_votes desc nulls last, tc.tconst limit ${wanted}`;

// People have no stored key: their names are compared as search_key(name), an accent- and case-free form.
const personName = sql<string>`search_key(p.name)`;

const personSearch = (key: string, role: "star" | "director") =>
  sql<unknown>`select p.name, p.slug, p.tmdb_img from person p
    where (${personName} % ${key} or ${key} <% ${personName} or ${asPart(personName, key)})
    and exists (select 1 from credit c where c.person_id = p.id and c.role = ${role})
    order by ${closeness(personName, key)} desc, (select count(*) from credit c where c.person_id = p.id) desc, p.id limit 1`;

export const FilmSearchIndexPostgres = Layer.effect(
  FilmSearchIndex,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return FilmSearchIndex.of({
      findFilms: (key, limit) => Effect.map(decodedRows(orm, FilmRow, titleSearch("film", key, limit)), (rows) => rows.map((row) => row.title)),
      findSeries: (key, limit) => Effect.map(decodedRows(orm, SeriesRow, titleSearch("series", key, limit)), (rows) => rows.map((row) => row.title)),
      findPerson: (key, role) => Effect.map(decodedRows(orm, Credit, personSearch(key, role)), (rows) => rows[0] ?? null),
      findCatalogueFilms: (key, limit) =>
        byTiers<ImdbFallback>(limit, (row) => row.tconst, [
          ...TIERS.map((tier) => (wanted: number) => decodedRows(orm, ImdbFallback, catalogueTier(tier, key, wanted))),
          (wanted: number) =>
            transaction(orm, async (em) => {
              await selectBound(em, sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LOWER_THRESHOLD)}, true)`);
              return decodeFallbacks(await selectBound(em, closestCatalogueFilms(key, wanted)));
            }),
        ]),
    });
  }),
);
