import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { Cause, Effect, Exit } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imdbDatasetRecords } from "../../../adapters/importers/imdb/imdb-dataset-records.ts";
import { xmltvScheduleRecords } from "../../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmDataImportStorePostgres } from "../../../adapters/persistence/film-data-import-store-postgres.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { FilmDataImportStore } from "../../../application/film-data-import-store.ts";
import { importImdbDatasets } from "../../../application/import-imdb-datasets.ts";
import { importXmltvSchedule } from "../../../application/import-xmltv-schedule.ts";
import type { ImdbDatasetName } from "../../../application/imdb-record.ts";
import { ScheduleImportStore } from "../../../application/schedule-import-store.ts";
import { backends } from "../persistence/database-backends.ts";
import { readFilmData } from "../persistence/film-data-harness.ts";
import { databaseFingerprint, readTitles, scheduleImportHarnessPostgres } from "../persistence/schedule-import-harness.ts";

const bytes = (file: string): Buffer => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));

const succeeded = async <A>(exit: Promise<Exit.Exit<A, unknown>>): Promise<A> => {
  const done = await exit;
  if (Exit.isFailure(done)) throw new Error(Cause.pretty(done.cause));
  return done.value;
};

const importSchedule = (orm: Database) =>
  succeeded(
    Effect.runPromiseExit(
      importXmltvSchedule({
        source: "rt-style-listings.xml",
        records: xmltvScheduleRecords({ name: "rt-style-listings.xml", stream: Readable.from([bytes("rt-style-listings.xml")]) }),
      }).pipe(Effect.provideService(ScheduleImportStore, makeScheduleImportStorePostgres(orm))),
    ),
  );

const DATASETS: ReadonlyArray<ImdbDatasetName> = ["title.basics", "title.ratings", "title.akas", "title.principals", "name.basics"];

const importImdb = (orm: Database) =>
  succeeded(
    Effect.runPromiseExit(
      importImdbDatasets({
        sources: DATASETS.map((dataset) => ({
          dataset,
          name: `${dataset}.tsv`,
          rows: imdbDatasetRecords({ name: `${dataset}.tsv`, stream: Readable.from([bytes(`imdb-uk/${dataset}.tsv`)]) }, dataset, 2),
        })),
        batchSize: 2,
      }).pipe(Effect.provideService(FilmDataImportStore, makeFilmDataImportStorePostgres(orm))),
    ),
  );

describe.each(backends())("a film made from the schedule and the IMDb catalogue on $name", (backend) => {
  let orm: Database;
  beforeAll(async () => {
    orm = await backend.open();
  });
  afterAll(() => backend.dispose());

  beforeEach(async () => {
    const harness = scheduleImportHarnessPostgres(orm);
    await harness.reset();
    for (const [name, slug] of [["Action", "action"], ["Comedy", "comedy"], ["Crime", "crime"], ["Drama", "drama"], ["Family", "family"], ["Sci-Fi", "sci-fi"]] as const) {
      await harness.seedGenre(name, slug);
    }
  });

  const expectLinked = async () => {
    const titles = await readTitles(orm);
    const film = (imdb: string) => titles.find((title) => title.imdb === imdb);
    expect(film("tt0064505")).toMatchObject({ title: "The Italian Job", year: 1969, genres: ["Action", "Comedy", "Crime"] });
    expect(film("tt0083866")).toMatchObject({ title: "ET the Extra-Terrestrial", year: 1982, genres: ["Family", "Sci-Fi"] });
    expect(titles.filter((title) => title.kind === "film" && !title.imdb.startsWith("tt")).map((title) => title.title)).toEqual([]);
    expect(film("tt0317740")).toBeUndefined();
    const data = await readFilmData(orm);
    const italianJob = data.find((entry) => entry.imdb === "tt0064505");
    expect(italianJob?.imdbR).toBeCloseTo(7.2, 5);
    expect(data.find((entry) => entry.imdb === "tt0083866")?.imdbR).toBeCloseTo(7.9, 5);
    return { italianJob, data };
  };

  it("gives a film made from the schedule its IMDb id, rating, genres and akas when the IMDb import follows", async () => {
    const schedule = await importSchedule(orm);
    expect(schedule).toMatchObject({ filmsCreated: 4, filmsLinked: 0 });

    const imdb = await importImdb(orm);

    expect(imdb.filmsLinked).toBe(4);
    const { italianJob, data } = await expectLinked();
    expect(italianJob?.akas).toEqual(["The Self Preservation Society"]);
    expect(data.find((entry) => entry.imdb === "tt0083866")?.akas).toEqual(["E.T."]);
    const before = await databaseFingerprint(orm);
    expect((await importImdb(orm)).filmsLinked).toBe(0);
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("creates a film with its IMDb id, rating, genres and original title when the catalogue came first", async () => {
    await importImdb(orm);

    const schedule = await importSchedule(orm);

    expect(schedule).toMatchObject({ filmsCreated: 4, filmsLinked: 4 });
    const { data } = await expectLinked();
    expect(data.find((entry) => entry.imdb === "tt0211915")?.akas).toEqual(["Le fabuleux destin d'Amélie Poulain"]);
    const before = await databaseFingerprint(orm);
    expect(await importSchedule(orm)).toMatchObject({ filmsCreated: 0, filmsLinked: 0, filmsMatched: 4 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });
});
