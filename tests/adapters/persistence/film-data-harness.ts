import { titleMatchKey } from "../../../domain/title-match.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmDataImportStorePostgres } from "../../../adapters/persistence/film-data-import-store-postgres.ts";
import type { CatalogueView, FilmDataHarness, FilmDataView } from "../../application/contracts/film-data-import-store-contract.ts";

const TABLES = ["credit", "person", "title_aka", "title", "title_catalogue"];

/** Reads the films back with their rating, akas and credits in order. */
export const readFilmData = async (orm: Database): Promise<ReadonlyArray<FilmDataView>> => {
  const rows = await orm.em.getConnection().execute<Array<Record<string, unknown>>>(
    `select t.imdb, t.imdb_r,
       coalesce((select array_agg(a.name order by a.ord) from title_aka a where a.title_id = t.id), '{}') as akas,
       coalesce((select array_agg(p.name order by c.ord, p.name) from credit c join person p on p.id = c.person_id where c.title_id = t.id and c.role = 'director'), '{}') as directors,
       coalesce((select array_agg(p.name order by c.ord, p.name) from credit c join person p on p.id = c.person_id where c.title_id = t.id and c.role = 'star'), '{}') as stars
     from title t order by t.imdb`,
  );
  return rows.map((row) => ({
    imdb: String(row["imdb"]),
    imdbR: row["imdb_r"] as number | null,
    akas: row["akas"] as Array<string>,
    directors: row["directors"] as Array<string>,
    stars: row["stars"] as Array<string>,
  }));
};

export const readCatalogue = async (orm: Database): Promise<ReadonlyArray<CatalogueView>> => {
  const rows = await orm.em
    .getConnection()
    .execute<Array<Record<string, unknown>>>(
      "select tconst, title, original_title, year, kind, genres, runtime, match_key, average_rating, num_votes from title_catalogue order by tconst",
    );
  return rows.map((row) => ({
    tconst: String(row["tconst"]),
    title: String(row["title"]),
    originalTitle: row["original_title"] as string | null,
    year: row["year"] as number | null,
    kind: String(row["kind"]),
    genres: row["genres"] as string | null,
    runtime: row["runtime"] as number | null,
    matchKey: String(row["match_key"]),
    averageRating: row["average_rating"] as number | null,
    numVotes: row["num_votes"] as number | null,
  }));
};

export const filmDataHarnessPostgres = (orm: Database): FilmDataHarness => {
  const execute = <T = Array<Record<string, unknown>>>(sql: string, params: Array<unknown> = []) => orm.em.getConnection().execute<T & object>(sql, params);
  const insertId = async (sql: string, params: Array<unknown>): Promise<number> =>
    (await execute<Array<{ id: number }>>(`${sql} returning id`, params))[0]?.id ?? 0;
  return {
    store: makeFilmDataImportStorePostgres(orm),
    reset: async () => {
      await execute(`truncate ${TABLES.map((table) => `"${table}"`).join(", ")} restart identity cascade`);
    },
    seedTitle: ({ kind, imdb, title }) =>
      insertId("insert into title (kind, imdb, slug, title, match_key, verified) values (?, ?, ?, ?, ?, true)", [
        kind,
        imdb,
        imdb,
        title,
        titleMatchKey(title),
      ]),
    seedPerson: ({ name, slug, imdb }) => insertId("insert into person (name, slug, imdb) values (?, ?, ?)", [name, slug, imdb ?? null]),
    seedCredit: async (titleId, personId, role, ord) => {
      await execute("insert into credit (title_id, person_id, role, ord) values (?, ?, ?, ?)", [titleId, personId, role, ord]);
    },
    seedAka: async (titleId, ord, name) => {
      await execute("insert into title_aka (title_id, ord, name, match_key) values (?, ?, ?, ?)", [titleId, ord, name, titleMatchKey(name)]);
    },
    catalogue: () => readCatalogue(orm),
    films: () => readFilmData(orm),
    people: async () =>
      (await execute<Array<{ name: string; slug: string; imdb: string | null }>>("select name, slug, imdb from person order by slug")).map(
        ({ name, slug, imdb }) => ({ name, slug, imdb }),
      ),
  };
};
