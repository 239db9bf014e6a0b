import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer, Schema } from "effect";
import { sql } from "kysely";
import { FilmDataImportStore, type FilmDataImportSession, type FilmDataImportStoreShape } from "../../application/imports/film-data-import-store.ts";
import { titleMatchKey } from "../../domain/title-match.ts";
import { allocateSlugs } from "./allocate-slugs.ts";
import { boundArray, unnestRows } from "./bound-rows.ts";
import { adoptCatalogueGenres, catalogueMoviesByKey, linkFilms, unlinkedFilms } from "./catalogue-links-sql.ts";
import { catalogueSeriesByKey, linkSeries, unlinkedSeries } from "./merge-series-sql.ts";
import type { Database as Orm } from "./database.ts";
import { Database } from "./database-service.ts";
import { inTransaction, rowsOf, rowsWritten, run, runWith } from "./in-transaction.ts";
import { NamedIdRow } from "./repositories/sql-statement.ts";

const FILM_DATA_IMPORT_LOCK = 7_391_205_202;

const NeededPersonRow = Schema.Struct({
  nconst: Schema.String,
  name: Schema.String,
  base_slug: Schema.String,
  person_id: Schema.NullOr(Schema.Int),
  current_name: Schema.NullOr(Schema.String),
});
const CreditCountsRow = Schema.Struct({ staged: Schema.Int, named: Schema.Int });

const lastOfEachKey = <Row>(rows: ReadonlyArray<Row>, key: (row: Row) => string): ReadonlyArray<Row> => [
  ...new Map(rows.map((row) => [key(row), row])).values(),
];

const sessionFor = (em: SqlEntityManager): FilmDataImportSession => {
  const created = new Set<string>();
  let catalogueGrew = false;
  // statistics still describe the catalogue before this transaction filled it; without fresh ones the planner may scan it
  const refreshCatalogueStatistics = Effect.gen(function* () {
    if (!catalogueGrew) return;
    catalogueGrew = false;
    yield* run(em, "analyze title_catalogue");
  });
  const temp = (name: string, ddl: string) =>
    Effect.gen(function* () {
      if (created.has(name)) return;
      for (const statement of ddl.split(";")) yield* run(em, statement);
      created.add(name);
    });
  const ratingStaging = temp(
    "import_rating",
    "create temp table import_rating (tconst text not null, rating real not null, votes int not null) on commit drop",
  );
  let ratingsIndexed = false;
  // ratings go in unindexed, which is several times faster; the index is built once, when the first lookup needs it
  const indexRatings = Effect.gen(function* () {
    if (ratingsIndexed || !created.has("import_rating")) return;
    ratingsIndexed = true;
    yield* run(em, "create index on import_rating (tconst)");
    yield* run(em, "analyze import_rating");
  });
  const akaStaging = temp(
    "import_aka",
    "create temp table import_aka (title_id int not null, ordering int not null, name text not null, match_key text not null, primary key (title_id, ordering)) on commit drop",
  );
  const completeStaging = temp(
    "import_credit_complete",
    "create temp table import_credit_complete (title_id int not null, role text not null, primary key (title_id, role)) on commit drop",
  );
  const creditStaging = temp(
    "import_credit",
    `create temp table import_credit (title_id int not null, nconst text not null, role text not null, ord smallint not null,
       primary key (title_id, nconst, role)) on commit drop; create index on import_credit (nconst)`,
  );

  return {
    upsertCatalogueTitles: (rows) =>
      Effect.gen(function* () {
        yield* indexRatings;
        const rated = created.has("import_rating");
        const written = yield* rowsWritten(
          em,
          sql`insert into title_catalogue (tconst, title, original_title, year, kind, genres, runtime, match_key, average_rating, num_votes)
           select v.*, ${sql.raw(rated ? "r.rating, r.votes" : "null::real, null::int")} from ${unnestRows(
             "v",
             lastOfEachKey(rows, (row) => row.tconst),
             [
               ["tconst", "text", (row) => row.tconst],
               ["title", "text", (row) => row.title],
               ["original_title", "text", (row) => row.originalTitle],
               ["year", "smallint", (row) => row.year],
               ["kind", "text", (row) => row.kind],
               ["genres", "text", (row) => row.genres],
               ["runtime", "int", (row) => row.runtime],
               ["match_key", "text", (row) => row.matchKey],
             ],
           )} ${sql.raw(rated ? "left join lateral (select rating, votes from import_rating i where i.tconst = v.tconst limit 1) r on true" : "")}
           on conflict (tconst) do update set (title, original_title, year, kind, genres, runtime, match_key, average_rating, num_votes) =
             (excluded.title, excluded.original_title, excluded.year, excluded.kind, excluded.genres, excluded.runtime, excluded.match_key,
              coalesce(excluded.average_rating, title_catalogue.average_rating), coalesce(excluded.num_votes, title_catalogue.num_votes))
           where (title_catalogue.title, title_catalogue.original_title, title_catalogue.year, title_catalogue.kind, title_catalogue.genres,
                  title_catalogue.runtime, title_catalogue.match_key, title_catalogue.average_rating, title_catalogue.num_votes)
             is distinct from (excluded.title, excluded.original_title, excluded.year, excluded.kind, excluded.genres, excluded.runtime, excluded.match_key,
                  coalesce(excluded.average_rating, title_catalogue.average_rating), coalesce(excluded.num_votes, title_catalogue.num_votes))`,
        );
        if (written > 0) catalogueGrew = true;
        yield* adoptCatalogueGenres(
          em,
          sql`t.imdb = any(${boundArray(
            "text",
            rows.map((row) => row.tconst),
          )})`,
        );
        return written;
      }),

    unlinkedFilms: unlinkedFilms(em),
    catalogueMoviesByKey: (keys) => Effect.flatMap(refreshCatalogueStatistics, () => catalogueMoviesByKey(em, keys)),
    linkFilms: (links) => linkFilms(em, links),
    unlinkedSeries: unlinkedSeries(em),
    catalogueSeriesByKey: (keys) => Effect.flatMap(refreshCatalogueStatistics, () => catalogueSeriesByKey(em, keys)),
    linkSeries: (links) => linkSeries(em, links),

    stageRatings: (rows) =>
      Effect.gen(function* () {
        yield* ratingStaging;
        const values = unnestRows(
          "v",
          lastOfEachKey(rows, (row) => row.tconst),
          [
            ["tconst", "text", (row) => row.tconst],
            ["rating", "real", (row) => row.averageRating],
            ["votes", "int", (row) => row.numVotes],
          ],
        );
        yield* rowsWritten(em, sql`insert into import_rating (tconst, rating, votes) select * from ${values}`);
        return yield* rowsWritten(em, sql`update title t set imdb_r = v.rating from ${values} where t.imdb = v.tconst and t.imdb_r is distinct from v.rating`);
      }),

    applyStagedRatings: Effect.gen(function* () {
      if (!created.has("import_rating")) return 0;
      yield* refreshCatalogueStatistics;
      yield* indexRatings;
      return yield* run(
        em,
        `update title_catalogue c set average_rating = r.rating, num_votes = r.votes
         from (select distinct on (tconst) tconst, rating, votes from import_rating order by tconst) r
         where c.tconst = r.tconst and (c.average_rating, c.num_votes) is distinct from (r.rating, r.votes)`,
      );
    }),

    stageAkas: (rows) =>
      Effect.gen(function* () {
        yield* akaStaging;
        return yield* rowsWritten(
          em,
          sql`insert into import_aka (title_id, ordering, name, match_key) select t.id, v.ordering, v.name, v.match_key from ${unnestRows("v", rows, [
            ["tconst", "text", (row) => row.tconst],
            ["ordering", "int", (row) => row.ordering],
            ["name", "text", (row) => row.name],
            ["match_key", "text", (row) => titleMatchKey(row.name)],
          ])} join title t on t.imdb = v.tconst and t.kind = 'film' on conflict do nothing`,
        );
      }),

    stageCredits: (rows) =>
      Effect.gen(function* () {
        yield* creditStaging;
        return yield* rowsWritten(
          em,
          sql`insert into import_credit (title_id, nconst, role, ord) select t.id, v.nconst, v.role, least(v.ord, 32767) from ${unnestRows("v", rows, [
            ["tconst", "text", (row) => row.tconst],
            ["nconst", "text", (row) => row.nconst],
            ["role", "text", (row) => row.role],
            ["ord", "int", (row) => row.ord],
          ])} join title t on t.imdb = v.tconst and t.kind = 'film' on conflict do nothing`,
        );
      }),

    markCompleteCredits: (rows) =>
      Effect.gen(function* () {
        yield* completeStaging;
        yield* runWith(
          em,
          `insert into import_credit_complete (title_id, role)
           select t.id, v.role from jsonb_to_recordset(?::jsonb) as v(tconst text, role text)
           join title t on t.imdb = v.tconst and t.kind = 'film' on conflict do nothing`,
          [JSON.stringify(rows)],
        );
      }),

    nameStagedPeople: (rows) =>
      Effect.gen(function* () {
        if (!created.has("import_credit")) return 0;
        const needed = yield* rowsOf(
          em,
          NeededPersonRow,
          sql`select distinct on (v.nconst) v.nconst, v.name, v.base_slug, p.id as person_id, p.name as current_name
           from ${unnestRows("v", rows, [
             ["nconst", "text", (row) => row.nconst],
             ["name", "text", (row) => row.name],
             ["base_slug", "text", (row) => row.baseSlug],
           ])}
           left join person p on p.imdb = v.nconst
           where exists (select 1 from import_credit c where c.nconst = v.nconst)
           order by v.nconst`,
        );
        if (needed.length === 0) return 0;
        const renamed = needed.filter((row) => row.person_id !== null && row.current_name !== row.name);
        const unknown = needed.filter((row) => row.person_id === null);
        let changed = 0;
        if (renamed.length > 0) {
          changed += yield* rowsWritten(
            em,
            sql`update person p set name = v.name from ${unnestRows("v", renamed, [
              ["id", "int", (row) => row.person_id],
              ["name", "text", (row) => row.name],
            ])} where p.id = v.id`,
          );
        }
        if (unknown.length === 0) return changed;
        const namesakes = yield* rowsOf(
          em,
          NamedIdRow,
          sql`select distinct on (p.name) p.id, p.name from person p where p.imdb is null and p.name = any(${boundArray(
            "text",
            unknown.map((row) => row.name),
          )}) order by p.name, p.id`,
        );
        const claimable = new Map(namesakes.map((row) => [row.name, row.id]));
        const claims: Array<{ readonly id: number; readonly nconst: string }> = [];
        const fresh: Array<(typeof unknown)[number]> = [];
        for (const row of unknown) {
          const id = claimable.get(row.name);
          if (id === undefined) fresh.push(row);
          else {
            claims.push({ id, nconst: row.nconst });
            claimable.delete(row.name);
          }
        }
        if (claims.length > 0) {
          changed += yield* rowsWritten(
            em,
            sql`update person p set imdb = v.nconst from ${unnestRows("v", claims, [
              ["id", "int", (row) => row.id],
              ["nconst", "text", (row) => row.nconst],
            ])} where p.id = v.id`,
          );
        }
        if (fresh.length > 0) {
          const slugs = yield* allocateSlugs(
            em,
            "person",
            fresh.map((row) => row.base_slug),
          );
          changed += yield* rowsWritten(
            em,
            sql`insert into person (name, slug, imdb) select * from ${unnestRows(
              "v",
              fresh.map((row, i) => ({ ...row, slug: slugs[i] ?? row.base_slug })),
              [
                ["name", "text", (row) => row.name],
                ["slug", "text", (row) => row.slug],
                ["imdb", "text", (row) => row.nconst],
              ],
            )}`,
          );
        }
        return changed;
      }),

    applyStagedAkas: Effect.gen(function* () {
      if (!created.has("import_aka")) return 0;
      yield* run(
        em,
        `create temp table import_aka_final on commit drop as
         select title_id, (row_number() over (partition by title_id order by ordering) - 1)::smallint as ord, name, match_key
         from (select distinct on (a.title_id, lower(a.name)) a.title_id, a.ordering, a.name, a.match_key from import_aka a join title t on t.id = a.title_id
               where lower(a.name) <> lower(t.title) order by a.title_id, lower(a.name), a.ordering) kept`,
      );
      yield* run(em, "create index on import_aka_final (title_id, ord)");
      const removed = yield* run(
        em,
        `delete from title_aka ta where ta.title_id in (select distinct title_id from import_aka)
         and not exists (select 1 from import_aka_final f where f.title_id = ta.title_id and f.ord = ta.ord and f.name = ta.name)`,
      );
      const written = yield* run(
        em,
        `insert into title_aka (title_id, ord, name, match_key) select title_id, ord, name, match_key from import_aka_final
         on conflict (title_id, ord) do update set name = excluded.name, match_key = excluded.match_key where title_aka.name <> excluded.name`,
      );
      return removed + written;
    }),

    applyStagedCredits: Effect.gen(function* () {
      if (!created.has("import_credit")) return { changed: 0, unnamed: 0 };
      yield* run(
        em,
        `create temp table import_credit_named on commit drop as
         select c.title_id, p.id as person_id, c.role, c.ord from import_credit c join person p on p.imdb = c.nconst`,
      );
      yield* run(em, "create index on import_credit_named (title_id, person_id, role)");
      const [counts] = yield* rowsOf(
        em,
        CreditCountsRow,
        sql`select (select count(*) from import_credit)::int as staged, (select count(*) from import_credit_named)::int as named`,
      );
      const removed = yield* run(
        em,
        `delete from credit cr using (${created.has("import_credit_complete") ? "select c.title_id, c.role from import_credit_complete c where exists (select 1 from import_credit_named n where n.title_id = c.title_id and n.role = c.role)" : "select null::int as title_id, null::text as role where false"}) g
         where cr.title_id = g.title_id and cr.role = g.role
         and not exists (select 1 from import_credit_named n where n.title_id = cr.title_id and n.person_id = cr.person_id and n.role = cr.role)`,
      );
      const written = yield* run(
        em,
        `insert into credit (title_id, person_id, role, ord) select title_id, person_id, role, ord from import_credit_named
         on conflict (title_id, person_id, role) do update set ord = excluded.ord where credit.ord <> excluded.ord`,
      );
      return { changed: removed + written, unnamed: (counts?.staged ?? 0) - (counts?.named ?? 0) };
    }),
  };
};

export const makeFilmDataImportStorePostgres = (orm: Orm): FilmDataImportStoreShape => ({
  inTransaction: (work) => inTransaction(orm, FILM_DATA_IMPORT_LOCK, (em) => work(sessionFor(em)), { indexProbesOnly: true }),
});

/** The IMDb film data import store on PostgreSQL or embedded PGlite. */
export const FilmDataImportStorePostgres = Layer.effect(
  FilmDataImportStore,
  Effect.gen(function* () {
    const database = yield* Database;
    return makeFilmDataImportStorePostgres(database.orm);
  }),
);
