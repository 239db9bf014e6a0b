import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { Cause, Effect, Exit } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImportFileError } from "../../../adapters/importers/import-file-error.ts";
import { imdbDatasetRecords } from "../../../adapters/importers/imdb/imdb-dataset-records.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmDataImportStorePostgres } from "../../../adapters/persistence/film-data-import-store-postgres.ts";
import { FilmDataImportStore } from "../../../application/imports/film-data-import-store.ts";
import { importImdbDatasets } from "../../../application/imports/import-imdb-datasets.ts";
import type { ImdbDatasetName } from "../../../domain/imports/imdb-record.ts";
import { backends } from "../persistence/database-backends.ts";
import { filmDataHarnessPostgres, readCatalogue, readFilmData } from "../persistence/film-data-harness.ts";
import { databaseFingerprint } from "../persistence/schedule-import-harness.ts";

const DATASETS: ReadonlyArray<ImdbDatasetName> = ["name.basics", "title.principals", "title.crew", "title.akas", "title.ratings", "title.basics"];

const importFiles = (orm: Database, files: ReadonlyArray<readonly [ImdbDatasetName, string]>, readerBatch = 2) =>
  Effect.runPromiseExit(
    importImdbDatasets({
      sources: files.map(([dataset, file]) => ({
        dataset,
        name: file,
        rows: imdbDatasetRecords({ name: file, stream: Readable.from([readFileSync(new URL(`./fixtures/${file}`, import.meta.url))]) }, dataset, readerBatch),
      })),
      batchSize: readerBatch,
    }).pipe(Effect.provideService(FilmDataImportStore, makeFilmDataImportStorePostgres(orm))),
  );

const allFixtures = DATASETS.map((dataset) => [dataset, `${dataset}.tsv`] as const);

describe.each(backends())("importing IMDb datasets on $name", (backend) => {
  let orm: Database;
  beforeAll(async () => {
    orm = await backend.open();
  });
  afterAll(() => backend.dispose());

  beforeEach(async () => {
    const harness = filmDataHarnessPostgres(orm);
    await harness.reset();
    await harness.seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    await harness.seedTitle({ kind: "film", imdb: "tt0211915", title: "Amélie" });
  });

  it("fills the catalogue with movies and series and updates the ratings, alternative titles and credits of films on the site", async () => {
    const exit = await importFiles(orm, allFixtures);
    if (Exit.isFailure(exit)) throw new Error(Cause.pretty(exit.cause));

    expect(
      (await readCatalogue(orm)).map((entry) => [
        entry.tconst,
        entry.title,
        entry.year,
        entry.averageRating === null ? null : Math.round(entry.averageRating * 10) / 10,
      ]),
    ).toEqual([
      ["tt0068646", "The Godfather", 1972, 9.2],
      ["tt0088512", '"Only Fools and Horses"', 1981, null],
      ["tt0211915", "Amélie", 2001, 8.3],
      ["tt9999999", "Untitled Project", null, null],
    ]);
    const films = await readFilmData(orm);
    expect(films.find((film) => film.imdb === "tt0068646")).toMatchObject({ directors: ["Francis Ford Coppola"], stars: ["Marlon Brando"] });
    expect(films.find((film) => film.imdb === "tt0211915")?.akas).toEqual(["Le fabuleux destin d'Amélie Poulain"]);
    expect(films.find((film) => film.imdb === "tt0211915")?.imdbR).toBeCloseTo(8.3, 5);
  });

  it("changes nothing when the same files are imported again", async () => {
    await importFiles(orm, allFixtures);
    const before = await databaseFingerprint(orm);

    const again = await importFiles(orm, allFixtures);

    expect(Exit.isSuccess(again) && again.value).toMatchObject({ catalogueTitles: 0, filmRatings: 0, catalogueRatings: 0, akas: 0, credits: 0, people: 0 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("leaves the database as it was when a file breaks after rows were written, and names the file and line", async () => {
    const before = await databaseFingerprint(orm);

    const exit = await importFiles(
      orm,
      [
        ["title.ratings", "title.ratings.bad-number.tsv"],
        ["title.basics", "title.basics.tsv"],
      ],
      1,
    );

    const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined;
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toBe('title.ratings.bad-number.tsv:3: column numVotes: expected a whole number, found "lots"');
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("refuses a dataset file with the wrong columns before writing anything", async () => {
    const before = await databaseFingerprint(orm);

    const exit = await importFiles(orm, [["title.basics", "title.basics.wrong-header.tsv"]]);

    const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined;
    expect((error as ImportFileError).message).toMatch(/^title\.basics\.wrong-header\.tsv:1: wrong columns for title\.basics/);
    expect(await databaseFingerprint(orm)).toEqual(before);
  });
});
