import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { imdbDatasetRecords } from "../../../adapters/importers/imdb/imdb-dataset-records.ts";
import { xmltvScheduleRecords } from "../../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { Database as DatabaseService, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { AdminCataloguePostgres } from "../../../adapters/persistence/repositories/admin-catalogue-postgres.ts";
import { AuditLogPostgres } from "../../../adapters/persistence/repositories/admin-audit-log-postgres.ts";
import { TitleReadModelPostgres } from "../../../adapters/persistence/repositories/title-read-model-postgres.ts";
import type { AdminCatalogue } from "../../../application/admin/admin-catalogue.ts";
import { AuditLog } from "../../../application/admin/audit-log.ts";
import { editTitle } from "../../../application/admin/edit-title.ts";
import { TitleReadModel } from "../../../application/catalogue/title-read-model.ts";
import { makeFilmDataImportStorePostgres } from "../../../adapters/persistence/film-data-import-store-postgres.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { FilmDataImportStore } from "../../../application/imports/film-data-import-store.ts";
import { importImdbDatasets } from "../../../application/imports/import-imdb-datasets.ts";
import { importXmltvSchedule } from "../../../application/imports/import-xmltv-schedule.ts";
import type { ImdbDatasetName } from "../../../domain/imports/imdb-record.ts";
import { ScheduleImportStore } from "../../../application/imports/schedule-import-store.ts";
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

// a Radio Times-style listing that names its film's IMDb id
const LISTING_WITH_IMDB_ID = `<?xml version="1.0" encoding="UTF-8"?>
<tv generator-info-name="XMLTV/tv_grab_uk_rt">
  <channel id="film4.uk"><display-name>Film4</display-name></channel>
  <programme start="20261024211500 +0100" stop="20261024233000 +0100" channel="film4.uk">
    <title>The Italian Job</title>
    <category>Film</category>
    <category>Drama</category>
    <episode-num system="imdb.com">title/tt0064505/</episode-num>
  </programme>
</tv>
`;

const importListingWithImdbId = (orm: Database) =>
  succeeded(
    Effect.runPromiseExit(
      importXmltvSchedule({
        source: "with-imdb-id.xml",
        records: xmltvScheduleRecords({ name: "with-imdb-id.xml", stream: Readable.from([Buffer.from(LISTING_WITH_IMDB_ID)]) }),
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
    for (const [name, slug] of [
      ["Action", "action"],
      ["Comedy", "comedy"],
      ["Crime", "crime"],
      ["Drama", "drama"],
      ["Family", "family"],
      ["Sci-Fi", "sci-fi"],
    ] as const) {
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

  it("gives a film the listing names by IMDb id the catalogue's rating and genres when the catalogue came first", async () => {
    await importImdb(orm);

    expect(await importListingWithImdbId(orm)).toMatchObject({ filmsCreated: 1, filmsLinked: 0 });

    expect((await readTitles(orm)).find((title) => title.imdb === "tt0064505")).toMatchObject({ genres: ["Action", "Comedy", "Crime"] });
    expect((await readFilmData(orm)).find((entry) => entry.imdb === "tt0064505")?.imdbR).toBeCloseTo(7.2, 5);
  });
});

const VERA = "tt1759779";
const NOW = Date.UTC(2026, 9, 24, 12);

describe.each(backends())("a series made from the schedule and the IMDb catalogue on $name", (backend) => {
  let orm: Database;
  let runtime: ManagedRuntime.ManagedRuntime<TitleReadModel | AuditLog | AdminCatalogue, never>;
  beforeAll(async () => {
    orm = await backend.open();
    runtime = ManagedRuntime.make(
      Layer.mergeAll(TitleReadModelPostgres, AdminCataloguePostgres, AuditLogPostgres).pipe(
        Layer.provide(Layer.succeed(DatabaseService, makeDatabase(orm, backend.name))),
      ),
    );
  });
  afterAll(async () => {
    await runtime.dispose();
    await backend.dispose();
  });

  const execute = <T>(statement: string, params: Array<unknown> = []) => orm.em.getConnection().execute<T & object>(statement, params);

  beforeEach(async () => {
    await scheduleImportHarnessPostgres(orm).reset();
    await execute("truncate title_catalogue, app_user, admin_audit restart identity cascade");
  });

  /** The series "DCI Vera" that already has Vera's IMDb id, and a member who follows it. */
  const seedKnownSeries = async () => {
    const harness = scheduleImportHarnessPostgres(orm);
    const id = await harness.seedTitle({ kind: "series", imdb: VERA, slug: "dci-vera", title: "DCI Vera", year: 2011 });
    const [member] = await execute<Array<{ id: number }>>("insert into app_user (email, password_hash) values ('ann@example.com', 'x') returning id");
    await execute("insert into user_title (user_id, title_id, stars) values (?, ?, 4)", [member?.id, id]);
    return { id, member: member?.id ?? 0 };
  };

  const followScheduleVera = async (member: number) => {
    await execute("insert into user_title (user_id, title_id, alert, watched) select ?, id, true, true from title where title = 'Vera' and imdb like 'tf-%'", [
      member,
    ]);
  };

  const seriesShows = async () =>
    execute<Array<{ imdb: string; title: string; season: number; episode: number; episode_title: string }>>(
      `select t.imdb, t.title, s.season, s.episode, s.episode_title from "show" s join title t on t.id = s.title_id where t.kind = 'series' order by s.time`,
    );

  const memberTitles = async (member: number) =>
    execute<Array<{ imdb: string; alert: boolean; watched: boolean; stars: number | null }>>(
      "select t.imdb, ut.alert, ut.watched, ut.stars from user_title ut join title t on t.id = ut.title_id where ut.user_id = ? order by t.imdb",
      [member],
    );

  const seriesPage = (slug: string) => runtime.runPromise(Effect.flatMap(Effect.service(TitleReadModel), (model) => model.findSeriesPage(slug, NOW)));

  const expectMergedIntoKnownSeries = async (member: number) => {
    const titles = await readTitles(orm);
    expect(titles.filter((title) => title.kind === "series").map((title) => [title.imdb, title.title])).toEqual([
      ["tf-coronation-street", "Coronation Street"],
      [VERA, "DCI Vera"],
    ]);
    expect(await seriesShows()).toContainEqual({ imdb: VERA, title: "DCI Vera", season: 13, episode: 2, episode_title: "Witch Way" });
    expect((await seriesShows()).filter((show) => show.imdb === VERA)).toHaveLength(2);
    expect(await memberTitles(member)).toEqual([{ imdb: VERA, alert: true, watched: true, stars: 4 }]);
    expect((await readFilmData(orm)).find((entry) => entry.imdb === VERA)?.akas).toEqual(["Vera"]);
    expect((await seriesPage("vera"))?.tvseries.title).toBe("DCI Vera");
    expect((await seriesPage("dci-vera"))?.tvseries.title).toBe("DCI Vera");
  };

  it("gives a series made from the schedule its IMDb id and rating when the IMDb import follows, once", async () => {
    const schedule = await importSchedule(orm);
    expect(schedule).toMatchObject({ seriesCreated: 2, seriesLinked: 0 });

    const imdb = await importImdb(orm);

    expect(imdb).toMatchObject({ seriesLinked: 1, seriesMerged: 0 });
    expect((await seriesShows()).filter((show) => show.imdb === VERA).map((show) => show.episode_title)).toEqual(["Witch Way", "Dark Road"]);
    expect((await readFilmData(orm)).find((entry) => entry.imdb === VERA)?.imdbR).toBeCloseTo(8.1, 5);
    expect((await readTitles(orm)).find((title) => title.title === "Coronation Street")?.imdb).toBe("tf-coronation-street");
    const before = await databaseFingerprint(orm);
    expect(await importImdb(orm)).toMatchObject({ seriesLinked: 0, seriesMerged: 0 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("creates a series with its IMDb id when the catalogue came first", async () => {
    await importImdb(orm);

    const schedule = await importSchedule(orm);

    expect(schedule).toMatchObject({ seriesCreated: 2, seriesLinked: 1 });
    expect((await seriesShows()).filter((show) => show.imdb === VERA)).toHaveLength(2);
    const before = await databaseFingerprint(orm);
    expect(await importSchedule(orm)).toMatchObject({ seriesCreated: 0, seriesLinked: 0 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("merges a schedule-made series into the series with its IMDb id when the IMDb import follows, keeping a member's alert", async () => {
    const { member } = await seedKnownSeries();
    await importSchedule(orm);
    await followScheduleVera(member);

    const imdb = await importImdb(orm);

    expect(imdb).toMatchObject({ seriesLinked: 0, seriesMerged: 1 });
    await expectMergedIntoKnownSeries(member);
    const before = await databaseFingerprint(orm);
    expect(await importImdb(orm)).toMatchObject({ seriesMerged: 0 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("merges a schedule-made series into the series with its IMDb id at the next IMDb import when the catalogue came first", async () => {
    const { member } = await seedKnownSeries();
    await importImdb(orm);
    expect(await importSchedule(orm)).toMatchObject({ seriesCreated: 2, seriesLinked: 0 });
    await followScheduleVera(member);

    expect(await importImdb(orm)).toMatchObject({ seriesMerged: 1 });

    await expectMergedIntoKnownSeries(member);
  });

  it("merges a schedule-made series when an admin gives it the IMDb id of another series, in one audited change, and again changes nothing", async () => {
    const { member } = await seedKnownSeries();
    await importSchedule(orm);
    await followScheduleVera(member);
    const admin = { userId: member, email: "admin@example.com" };
    const setImdb = () =>
      runtime.runPromise(editTitle(admin, "series", "tf-vera", { action: "update imdb", imdb: VERA }, NOW).pipe(Effect.map((film) => film.imdb.tconst)));

    expect(await setImdb()).toBe(VERA);

    await expectMergedIntoKnownSeries(member);
    const audit = await runtime.runPromise(Effect.flatMap(Effect.service(AuditLog), (log) => log.recent(10, 0)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update imdb", target: "series tf-vera", before: { imdb: "tf-vera" }, after: { imdb: VERA } });
    const before = await databaseFingerprint(orm);
    expect(await setImdb()).toBe(VERA);
    expect(await databaseFingerprint(orm)).toEqual(before);
    expect(await runtime.runPromise(Effect.flatMap(Effect.service(AuditLog), (log) => log.recent(10, 0)))).toHaveLength(1);
  });
});
