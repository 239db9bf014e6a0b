import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { Cause, Effect, Exit } from "effect";
import iconv from "iconv-lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImportFileError } from "../../../adapters/importers/import-file-error.ts";
import { xmltvScheduleRecords } from "../../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule, NOT_FILM_OR_KNOWN_SERIES, type ScheduleImportSummary } from "../../../application/imports/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../../application/imports/schedule-import-store.ts";
import { backends } from "../persistence/database-backends.ts";
import { databaseFingerprint, readShows, readTitles, scheduleImportHarnessPostgres } from "../persistence/schedule-import-harness.ts";

const fixture = (file: string): Buffer => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));

const importBytes = (orm: Database, name: string, bytes: Buffer, batchSize?: number) =>
  Effect.runPromiseExit(
    importXmltvSchedule({
      source: name,
      records: xmltvScheduleRecords({ name, stream: Readable.from([bytes]) }),
      ...(batchSize === undefined ? {} : { batchSize }),
    }).pipe(Effect.provideService(ScheduleImportStore, makeScheduleImportStorePostgres(orm))),
  );

const imported = async (orm: Database, name: string, bytes: Buffer, batchSize?: number): Promise<ScheduleImportSummary> => {
  const exit = await importBytes(orm, name, bytes, batchSize);
  if (Exit.isFailure(exit)) throw new Error(`importing ${name} failed: ${Cause.pretty(exit.cause)}`);
  return exit.value;
};

const importFixture = (orm: Database, file: string, batchSize?: number) => imported(orm, file, fixture(file), batchSize);

const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

const showLines = async (orm: Database) => (await readShows(orm)).map((show) => `${show.channel} ${iso(show.time)} ${show.title}`);

describe.each(backends())("importing UK XMLTV listings on $name", (backend) => {
  let orm: Database;
  beforeAll(async () => {
    orm = await backend.open();
  });
  afterAll(() => backend.dispose());

  const seed = async () => {
    const harness = scheduleImportHarnessPostgres(orm);
    await harness.reset();
    await harness.seedChannel({ name: "Film4", slug: "film4", systems: [1, 2] });
    await harness.seedGenre("Family", "family");
    await harness.seedGenre("Comedy", "comedy");
    await harness.seedTitle({ kind: "film", imdb: "tt0068646", slug: "the-godfather-1972", title: "The Godfather", year: 1972 });
    await harness.seedTitle({ kind: "film", imdb: "tt0085859", slug: "local-hero-1983", title: "Local Hero", year: 1983, tmdbKind: "movie", tmdbId: 11235 });
    await harness.seedTitle({ kind: "film", imdb: "tf-brief-encounter-1945", slug: "brief-encounter-1945", title: "Brief Encounter", year: 1945 });
    await harness.seedTitle({ kind: "film", imdb: "tt1013752", slug: "fast-and-furious-2009", title: "Fast and Furious", year: 2009 });
    await harness.seedTitle({ kind: "series", imdb: "tt0436992", slug: "doctor-who-2005", title: "Doctor Who", year: 2005 });
  };

  beforeEach(seed);

  it("puts each programme on the right film or series, channel and UTC time across the October clock change", async () => {
    const summary = await importFixture(orm, "import-uk-weekend.xml");

    expect(summary).toMatchObject({ programmes: 10, channelsCreated: 3, filmsMatched: 4, filmsCreated: 2, episodes: 1, creditsAdded: 3 });
    expect(summary.shows).toEqual({ inserted: 9, updated: 0, unchanged: 0, removed: 0 });
    expect(summary.skipped).toEqual([{ reason: NOT_FILM_OR_KNOWN_SERIES, count: 1 }]);
    expect(await showLines(orm)).toEqual([
      "bbc-one 2026-10-25T19:00 tt0436992",
      "film4 2026-10-24T20:00 tt0068646",
      "film4 2026-10-24T23:30 tt0085859",
      "film4 2026-10-25T01:30 tf-brief-encounter-1945",
      "film4 2026-10-25T14:00 tf-whisky-galore-1949",
      "film4 2026-10-25T16:00 tf-paddington-2014",
      "film4 2026-10-25T20:00 tt1013752",
      "film4-plus-1 2026-10-25T00:30 tt0085859",
      "itv1 2026-10-25T22:00 tt0068646",
    ]);
  });

  it("keeps premieres, subtitles, signing, audio description, HD and running time on the shows", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const shows = await readShows(orm);
    const at = (channel: string, time: string) => shows.find((show) => show.channel === channel && iso(show.time) === time);

    expect(at("film4", "2026-10-24T23:30")).toMatchObject({ premiere: true, premiereSystemIds: [1, 2], art: 120 });
    expect(at("film4-plus-1", "2026-10-25T00:30")).toMatchObject({ premiere: true, premiereSystemIds: [] });
    expect(at("film4", "2026-10-24T20:00")).toMatchObject({ premiere: false, hd: true, subtitles: true, signed: false, art: 210 });
    expect(at("film4", "2026-10-25T01:30")).toMatchObject({ audioDescribed: true, hd: false });
    expect(at("bbc-one", "2026-10-25T19:00")).toMatchObject({
      season: 3,
      episode: 4,
      nEpisodes: 10,
      episodeTitle: "The Return",
      hd: true,
      subtitles: true,
      signed: true,
      audioDescribed: true,
    });
  });

  it("creates unverified films with their BBFC certificate, credits and genres, and fills the missing certificates of known films", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const titles = await readTitles(orm);
    const title = (imdb: string) => titles.find((candidate) => candidate.imdb === imdb);

    expect(title("tf-paddington-2014")).toMatchObject({
      title: "Paddington",
      year: 2014,
      slug: "paddington-2014",
      verified: false,
      certificate: "PG",
      synopsis: "A bear from Peru arrives in London.",
      directors: ["Paul King"],
      stars: ["Ben Whishaw", "Hugh Bonneville"],
      genres: ["Family"],
    });
    expect(title("tf-whisky-galore-1949")).toMatchObject({
      title: "Whisky Galore!",
      year: 1949,
      length: 82,
      verified: false,
      certificate: null,
      genres: ["Comedy"],
    });
    expect(title("tt0068646")).toMatchObject({ verified: true, certificate: "15", directors: [], stars: [] });
    expect(title("tt0085859")?.certificate).toBe("PG");
    expect(title("tt1013752")?.certificate).toBe("12A");
    expect(titles).toHaveLength(7);
  });

  it("imports a Radio Times feed declared Latin-1 in UTF-8: no mojibake, people without parts in their names, series with their episodes, languages", async () => {
    await orm.em.getConnection().execute("insert into language (name) values ('English'), ('French') on conflict do nothing");
    const summary = await importFixture(orm, "rt-style-listings.xml");

    expect(summary.notices).toEqual(['line 17: the file declares encoding="ISO-8859-1" but its bytes are UTF-8: read as UTF-8']);
    expect(summary).toMatchObject({ programmes: 7, filmsCreated: 4, seriesCreated: 2, episodes: 3, skipped: [] });
    const titles = await readTitles(orm);
    const title = (imdb: string) => titles.find((candidate) => candidate.imdb === imdb);
    expect(title("tf-the-italian-job-1969")).toMatchObject({
      stars: ["Michael Caine", "Noël Coward", "Benny Hill"],
      characters: ["Charlie Croker", "Mr Bridger", null],
    });
    expect(title("tf-the-mummy-1999")).toMatchObject({ stars: ["Brendan Fraser", "Rachel Weisz"], characters: ["Rick O’Connell", "Evelyn O’Connell"] });
    const people = (await scheduleImportHarnessPostgres(orm).people()).map((person) => person.name);
    expect(people.filter((name) => name.includes(" - ") || name.includes("\uFFFD") || name.includes("Ã"))).toEqual([]);
    expect(title("tf-vera")).toMatchObject({ kind: "series", verified: false });
    const shows = await readShows(orm);
    expect(shows.filter((show) => show.title === "tf-vera").map((show) => [show.season, show.episode, show.episodeTitle])).toEqual([
      [13, 2, "Witch Way"],
      [13, 3, "Dark Road"],
    ]);

    const languages = await orm.em
      .getConnection()
      .execute<Array<{ name: string }>>(
        "select l.name from title_language tl join language l on l.id = tl.language_id join title t on t.id = tl.title_id where t.imdb = 'tf-amelie-2001' order by tl.ord",
      );
    expect(languages.map((row) => row.name)).toEqual(["French", "English"]);

    const before = await databaseFingerprint(orm);
    expect(await importFixture(orm, "rt-style-listings.xml")).toMatchObject({ filmsCreated: 0, seriesCreated: 0, creditsAdded: 0, episodes: 3 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("changes nothing when the same file is imported again", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const before = await databaseFingerprint(orm);

    const again = await importFixture(orm, "import-uk-weekend.xml");

    expect(again).toMatchObject({ channelsCreated: 0, filmsCreated: 0, filmsMatched: 6, certificatesSet: 0, creditsAdded: 0 });
    expect(again.shows).toEqual({ inserted: 0, updated: 0, unchanged: 9, removed: 0 });
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("replaces the shows of the same channels and window with those of a newer file", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const kept = (await readShows(orm)).find((show) => show.title === "tt1013752");

    const newer = await importFixture(orm, "import-uk-weekend-newer.xml");

    expect(newer.shows).toEqual({ inserted: 1, updated: 1, unchanged: 6, removed: 2 });
    const lines = await showLines(orm);
    expect(lines).toContain("film4 2026-10-25T14:30 tf-whisky-galore-1949");
    expect(lines).not.toContain("film4 2026-10-25T14:00 tf-whisky-galore-1949");
    expect(lines.some((line) => line.endsWith("tf-paddington-2014"))).toBe(false);
    const shows = await readShows(orm);
    expect(shows.find((show) => show.title === "tf-brief-encounter-1945")?.audioDescribed).toBe(false);
    expect(shows.find((show) => show.title === "tt1013752")?.id).toBe(kept?.id);
  });

  it("leaves the database exactly as it was when the file breaks after some batches were written", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const before = await databaseFingerprint(orm);

    const exit = await importBytes(orm, "import-uk-weekend-broken.xml", fixture("import-uk-weekend-broken.xml"), 2);

    expect(Exit.isFailure(exit)).toBe(true);
    const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined;
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).message).toMatch(/^import-uk-weekend-broken\.xml:108: malformed XML/);
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it.each([
    ["unknown-encoding.xml", 'unknown-encoding.xml:1: unknown encoding "KLINGON-1" in the XML declaration'],
    ["not-xmltv.xml", "not-xmltv.xml:2: not an XMLTV file: the root element is <rss>, not <tv>"],
  ])("refuses %s with its file and line and changes nothing", async (file, message) => {
    const before = await databaseFingerprint(orm);

    const exit = await importBytes(orm, file, fixture(file));

    expect(Exit.isFailure(exit) && Cause.squash(exit.cause)).toEqual(expect.objectContaining({ message }));
    expect(await databaseFingerprint(orm)).toEqual(before);
  });

  it("reads Latin-1 listings with their accents and pound signs", async () => {
    await importFixture(orm, "latin1-listings.xml");
    const amelie = (await readTitles(orm)).find((title) => title.title === "Amélie");

    expect(amelie).toMatchObject({
      year: 2001,
      slug: "amelie-2001",
      certificate: "15",
      synopsis: "Whimsical Parisian romance. Tickets from £5 at the café.",
      directors: ["Jean-Pierre Jeunet"],
      stars: ["Audrey Tautou"],
    });
    expect((await readTitles(orm)).find((title) => title.title === "Volver")?.year).toBe(2006);
  });

  it("imports a UTF-16 file exactly like its UTF-8 original", async () => {
    await importFixture(orm, "import-uk-weekend.xml");
    const fromUtf8 = { shows: await showLines(orm), titles: (await readTitles(orm)).map((title) => `${title.imdb} ${title.title}`) };
    await seed();
    const utf16 = iconv.encode(fixture("import-uk-weekend.xml").toString("utf8").replace('encoding="UTF-8"', 'encoding="UTF-16"'), "utf-16le", {
      addBOM: true,
    });

    await imported(orm, "import-uk-weekend-utf16.xml", utf16);

    expect({ shows: await showLines(orm), titles: (await readTitles(orm)).map((title) => `${title.imdb} ${title.title}`) }).toEqual(fromUtf8);
  });
});
