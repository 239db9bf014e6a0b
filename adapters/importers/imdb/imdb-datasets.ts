import type { ImdbDataset, ImdbRow } from "./imdb-row.ts";

/** Turns one data line's fields into a row; `fail` throws an ImportFileError for that line. */
type RowReader = (fields: ReadonlyArray<string>, line: number, fail: (reason: string) => never) => ImdbRow;

interface DatasetFormat {
  readonly columns: ReadonlyArray<string>;
  readonly read: RowReader;
}

const NULL = "\\N";

const field = (fields: ReadonlyArray<string>, i: number): string => fields[i] ?? NULL;

const text = (value: string): string | null => (value === NULL ? null : value);

const list = (value: string): ReadonlyArray<string> => (value === NULL || value === "" ? [] : value.split(","));

const akaList = (value: string): ReadonlyArray<string> => (value === NULL || value === "" ? [] : value.replaceAll("\u0002", ",").split(","));

const integer = (value: string, column: string, fail: (reason: string) => never): number => {
  const n = Number(value);
  return value !== "" && Number.isInteger(n) ? n : fail(`column ${column}: expected a whole number, found "${value}"`);
};

const optionalInteger = (value: string, column: string, fail: (reason: string) => never): number | null =>
  value === NULL ? null : integer(value, column, fail);

const decimal = (value: string, column: string, fail: (reason: string) => never): number => {
  const n = Number(value);
  return value !== "" && Number.isFinite(n) ? n : fail(`column ${column}: expected a number, found "${value}"`);
};

const flag = (value: string, column: string, fail: (reason: string) => never): boolean =>
  value === "1" ? true : value === "0" ? false : fail(`column ${column}: expected 0 or 1, found "${value}"`);

const characters = (value: string): ReadonlyArray<string> => {
  if (value === NULL) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((c) => typeof c === "string") ? parsed : [value];
  } catch {
    return [value];
  }
};

/** Column order and row decoding per dataset, as documented at developer.imdb.com/non-commercial-datasets. */
export const IMDB_DATASETS: Readonly<Record<ImdbDataset, DatasetFormat>> = {
  "title.basics": {
    columns: ["tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear", "runtimeMinutes", "genres"],
    read: (f, line, fail) => ({
      dataset: "title.basics",
      line,
      tconst: field(f, 0),
      titleType: field(f, 1),
      primaryTitle: field(f, 2),
      originalTitle: field(f, 3),
      isAdult: flag(field(f, 4), "isAdult", fail),
      startYear: optionalInteger(field(f, 5), "startYear", fail),
      endYear: optionalInteger(field(f, 6), "endYear", fail),
      runtimeMinutes: optionalInteger(field(f, 7), "runtimeMinutes", fail),
      genres: list(field(f, 8)),
    }),
  },
  "title.ratings": {
    columns: ["tconst", "averageRating", "numVotes"],
    read: (f, line, fail) => ({
      dataset: "title.ratings",
      line,
      tconst: field(f, 0),
      averageRating: decimal(field(f, 1), "averageRating", fail),
      numVotes: integer(field(f, 2), "numVotes", fail),
    }),
  },
  "title.akas": {
    columns: ["titleId", "ordering", "title", "region", "language", "types", "attributes", "isOriginalTitle"],
    read: (f, line, fail) => {
      const original = field(f, 7);
      return {
        dataset: "title.akas",
        line,
        titleId: field(f, 0),
        ordering: integer(field(f, 1), "ordering", fail),
        title: field(f, 2),
        region: text(field(f, 3)),
        language: text(field(f, 4)),
        types: akaList(field(f, 5)),
        attributes: akaList(field(f, 6)),
        isOriginalTitle: original === NULL ? null : flag(original, "isOriginalTitle", fail),
      };
    },
  },
  "title.crew": {
    columns: ["tconst", "directors", "writers"],
    read: (f, line) => ({
      dataset: "title.crew",
      line,
      tconst: field(f, 0),
      directors: list(field(f, 1)),
      writers: list(field(f, 2)),
    }),
  },
  "title.principals": {
    columns: ["tconst", "ordering", "nconst", "category", "job", "characters"],
    read: (f, line, fail) => ({
      dataset: "title.principals",
      line,
      tconst: field(f, 0),
      ordering: integer(field(f, 1), "ordering", fail),
      nconst: field(f, 2),
      category: field(f, 3),
      job: text(field(f, 4)),
      characters: characters(field(f, 5)),
    }),
  },
  "name.basics": {
    columns: ["nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"],
    read: (f, line, fail) => ({
      dataset: "name.basics",
      line,
      nconst: field(f, 0),
      primaryName: field(f, 1),
      birthYear: optionalInteger(field(f, 2), "birthYear", fail),
      deathYear: optionalInteger(field(f, 3), "deathYear", fail),
      primaryProfession: list(field(f, 4)),
      knownForTitles: list(field(f, 5)),
    }),
  },
};

export const IMDB_DATASET_NAMES = Object.keys(IMDB_DATASETS) as ReadonlyArray<ImdbDataset>;
