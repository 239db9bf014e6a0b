import { Effect, Exit, Stream } from "effect";
import { describe, expect, it } from "vitest";
import {
  importXmltvSchedule,
  NOT_FILM_OR_KNOWN_SERIES,
  SAME_SLOT,
  SKIPPED_CHANNEL,
  type ScheduleImportProgress,
} from "../../../application/imports/import-xmltv-schedule.ts";
import { ScheduleImportStore, type ScheduleImportStoreShape } from "../../../application/imports/schedule-import-store.ts";
import type { ScheduleChannel, ScheduleProgramme, ScheduleRecord } from "../../../domain/imports/schedule-record.ts";
import { makeScheduleImportStoreFake, type ScheduleFakeState } from "../../fakes/schedule-import-store-fake.ts";
import { scheduleImportHarnessFake } from "../../fakes/schedule-import-harness-fake.ts";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 9, 24, 18);

const channel = (id: string, name: string): ScheduleChannel => ({ kind: "channel", id, displayNames: [name] });

let line = 0;
const programme = (channelId: string, hoursIn: number, title: string, extra: Partial<ScheduleProgramme> = {}): ScheduleProgramme => ({
  kind: "programme",
  channelId,
  start: T0 + hoursIn * HOUR,
  stop: T0 + (hoursIn + 2) * HOUR,
  cleanTitle: title,
  directors: [],
  actors: [],
  categories: [],
  hd: false,
  premiere: false,
  subtitles: false,
  signed: false,
  audioDescribed: false,
  isFilm: true,
  line: ++line,
  ...extra,
});

class BrokenFile extends Error {}

const run = (
  store: ReturnType<typeof makeScheduleImportStoreFake>,
  records: ReadonlyArray<ScheduleRecord>,
  options: { failAfter?: number; onProgress?: (p: ScheduleImportProgress) => void } = {},
) => {
  const chunks = records.map((record) => [record]);
  const stream: Stream.Stream<ReadonlyArray<ScheduleRecord>, BrokenFile> = options.failAfter === undefined
    ? Stream.fromIterable(chunks)
    : Stream.concat(Stream.fromIterable(chunks.slice(0, options.failAfter)), Stream.fail(new BrokenFile("line 99")));
  return Effect.runPromiseExit(
    importXmltvSchedule({
      source: "test.xml",
      records: stream,
      batchSize: 2,
      ...(options.onProgress === undefined ? {} : { onProgress: options.onProgress }),
    }).pipe(Effect.provideService(ScheduleImportStore, store)),
  );
};

const summaryOf = async (store: ReturnType<typeof makeScheduleImportStoreFake>, records: ReadonlyArray<ScheduleRecord>) => {
  const exit = await run(store, records);
  if (Exit.isFailure(exit)) throw new Error("the import failed");
  return exit.value;
};

const seeded = async () => {
  const harness = scheduleImportHarnessFake();
  const film4 = await harness.seedChannel({ name: "Film4", slug: "film4", systems: [1] });
  await harness.seedMapping("shop.uk", null);
  await harness.seedGenre("Family", "family");
  await harness.seedGenre("Comedy", "comedy");
  await harness.seedTitle({ kind: "film", imdb: "tt0068646", slug: "the-godfather-1972", title: "The Godfather", year: 1972 });
  await harness.seedTitle({
    kind: "film",
    imdb: "tt0085859",
    slug: "local-hero-1983",
    title: "Local Hero",
    year: 1983,
    tmdbKind: "movie",
    tmdbId: 11235,
    certificate: "PG",
  });
  await harness.seedTitle({ kind: "series", imdb: "tt0436992", slug: "doctor-who-2005", title: "Doctor Who", year: 2005 });
  return { harness, store: harness.store as ReturnType<typeof makeScheduleImportStoreFake>, film4 };
};

const PADDINGTON =
  "A young Peruvian bear travels to London in search of a home. Finding himself lost and alone at Paddington Station, he meets the kindly Brown family, who offer him a temporary haven.";

const week: ReadonlyArray<ScheduleRecord> = [
  channel("film4.uk", "Film4"),
  channel("film4plus1.uk", "Film4 +1"),
  programme("film4.uk", 0, "The Godfather", { imdbId: "tt0068646", bbfc: "15" }),
  programme("film4.uk", 3, "Local Hero", { tmdbId: 11235, bbfc: "12" }),
  programme("film4plus1.uk", 4, "Local Hero", { tmdbId: 11235 }),
  programme("film4.uk", 6, "Paddington", {
    year: 2014,
    directors: ["Paul King"],
    actors: ["Ben Whishaw"],
    bbfc: "PG",
    premiere: true,
    categories: ["Film", "Children's", "Comedy"],
    desc: PADDINGTON,
  }),
  programme("film4plus1.uk", 7, "Paddington", { year: 2014 }),
  programme("film4.uk", 9, "Doctor Who", { isFilm: false, subTitle: "The Return", episode: { season: 3, episode: 4, episodesInSeason: 10 } }),
  programme("film4.uk", 10, "Pointless", { isFilm: false }),
  programme("film4.uk", 6, "The Godfather", { imdbId: "tt0068646" }),
  programme("shop.uk", 1, "Bargain Films", { year: 2000 }),
];

describe("importing a schedule", () => {
  it("matches known films and series, creates each unknown film once with its credits, and sums up", async () => {
    const { harness, store } = await seeded();

    const summary = await summaryOf(store, week);

    expect({ ...summary, skipped: [...summary.skipped].sort((a, b) => a.reason.localeCompare(b.reason)) }).toEqual({
      programmes: 9,
      channelsCreated: 1,
      unplacedChannels: [],
      filmsMatched: 2,
      filmsCreated: 1,
      filmsLinked: 0,
      episodes: 1,
      seriesCreated: 0,
      seriesLinked: 0,
      certificatesSet: 1,
      creditsAdded: 2,
      shows: { inserted: 6, updated: 0, unchanged: 0, removed: 0 },
      skipped: [
        { reason: SKIPPED_CHANNEL, count: 1 },
        { reason: NOT_FILM_OR_KNOWN_SERIES, count: 1 },
        { reason: SAME_SLOT, count: 1 },
      ].sort((a, b) => a.reason.localeCompare(b.reason)),
      notices: [],
    });
    const titles = await harness.titles();
    expect(titles.find((title) => title.title === "Paddington")).toMatchObject({
      slug: "paddington-2014",
      imdb: "tf-paddington-2014",
      verified: false,
      certificate: "PG",
      directors: ["Paul King"],
      stars: ["Ben Whishaw"],
      genres: ["Family", "Comedy"],
      synopsis: PADDINGTON,
      // the listing row's text: the whole sentences that fit
      synopsisShort: "A young Peruvian bear travels to London in search of a home.",
    });
    expect(titles.find((title) => title.imdb === "tt0068646")?.certificate).toBe("15");
    expect(titles.find((title) => title.imdb === "tt0085859")?.certificate).toBe("PG");
    expect((await harness.shows()).find((show) => show.title === "tt0436992")).toMatchObject({
      season: 3,
      episode: 4,
      nEpisodes: 10,
      episodeTitle: "The Return",
    });
    expect(await harness.mappings()).toEqual([
      { xmltvId: "film4.uk", channel: "film4" },
      { xmltvId: "film4plus1.uk", channel: "film4-plus-1" },
      { xmltvId: "shop.uk", channel: null },
    ]);
  });

  it("creates an unknown series once for its numbered episodes and attaches each with season, episode and title", async () => {
    const { harness, store } = await seeded();
    const vera = [
      channel("itv1.uk", "ITV1"),
      programme("itv1.uk", 0, "Vera", { isFilm: false, subTitle: "Witch Way", episode: { season: 13, episode: 2, episodesInSeason: 4 } }),
      programme("itv1.uk", 2, "Vera", { isFilm: false, subTitle: "Dark Road", episode: { season: 13, episode: 3, episodesInSeason: 4 } }),
      programme("itv1.uk", 4, "Pointless", { isFilm: false }),
    ];

    const summary = await summaryOf(store, vera);

    expect(summary).toMatchObject({ episodes: 2, seriesCreated: 1, filmsCreated: 0, skipped: [{ reason: NOT_FILM_OR_KNOWN_SERIES, count: 1 }] });
    expect((await harness.titles()).filter((title) => title.title === "Vera")).toMatchObject([{ kind: "series", slug: "vera", verified: false }]);
    expect((await harness.shows()).map((show) => [show.title, show.season, show.episode, show.nEpisodes, show.episodeTitle])).toEqual([
      ["tf-vera", 13, 2, 4, "Witch Way"],
      ["tf-vera", 13, 3, 4, "Dark Road"],
    ]);
    const before = structuredClone(store.state);
    expect(await summaryOf(store, vera)).toMatchObject({ episodes: 2, seriesCreated: 0 });
    expect(store.state).toEqual(before);
  });

  it("makes one film of a listing without its year and a later one with it, in one file or across two, and gives it that year", async () => {
    const first = [channel("film4.uk", "Film4"), programme("film4.uk", 0, "Fast & Furious", { tmdbId: 13804 })];
    const later = [channel("film4.uk", "Film4"), programme("film4.uk", 30, "Fast and Furious", { year: 2009, bbfc: "12" })];
    for (const files of [[[...first, ...later.slice(1)]], [first, later]]) {
      const { harness, store } = await seeded();
      const summaries = [];
      for (const file of files) summaries.push(await summaryOf(store, file));

      expect(summaries.reduce((sum, summary) => sum + summary.filmsCreated, 0)).toBe(1);
      expect((await harness.titles()).filter((title) => title.title === "Fast & Furious")).toMatchObject([{ year: 2009 }]);
      expect((await harness.shows()).length).toBe(2);
    }
  });

  it("changes nothing when the same schedule comes again", async () => {
    const { store } = await seeded();
    await summaryOf(store, week);
    const before = structuredClone(store.state);

    const again = await summaryOf(store, week);

    expect(again).toMatchObject({ channelsCreated: 0, filmsCreated: 0, filmsMatched: 3, certificatesSet: 0, creditsAdded: 0 });
    expect(again.shows).toEqual({ inserted: 0, updated: 0, unchanged: 6, removed: 0 });
    expect(store.state).toEqual(before);
  });

  it("leaves everything as it was when the file fails after batches were written", async () => {
    const { store } = await seeded();
    const before: ScheduleFakeState = structuredClone(store.state);

    const exit = await run(store, week, { failAfter: 8 });

    expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("line 99");
    expect(store.state).toEqual(before);
  });

  it("reports progress as batches are written", async () => {
    const { store } = await seeded();
    const seen: Array<number> = [];

    await run(store, week, { onProgress: (progress) => seen.push(progress.programmes) });

    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(9);
  });
});

describe("pipelining a schedule's batches", () => {
  // the fake store, with every write taking a few turns of the scheduler, and a log of when each write starts and ends
  const loggedStore = (inner: ReturnType<typeof makeScheduleImportStoreFake>) => {
    const log: Array<string> = [];
    const titleIdsWritten: Array<number> = [];
    const slow = <A>(name: string, work: Effect.Effect<A>): Effect.Effect<A> =>
      Effect.gen(function* () {
        log.push(`start ${name}`);
        for (let turn = 0; turn < 5; turn++) yield* Effect.yieldNow;
        const result = yield* work;
        log.push(`end ${name}`);
        return result;
      });
    const store: ScheduleImportStoreShape = {
      inTransaction: (work) =>
        inner.inTransaction((session) =>
          work({
            ...session,
            createTitles: (films) => slow("titles", session.createTitles(films)),
            addCredits: (credits) => {
              titleIdsWritten.push(...credits.map((credit) => credit.titleId));
              return slow("credits", session.addCredits(credits));
            },
            stageShows: (shows, source) => {
              titleIdsWritten.push(...shows.map((show) => show.titleId));
              return slow(`shows ${shows.map((show) => (show.start - T0) / HOUR).join(",")}`, session.stageShows(shows, source));
            },
          }),
        ),
    };
    return { store, log, titleIdsWritten };
  };

  it("writes a batch's titles while the batch before it writes its shows, yet shows go in file order with real title ids", async () => {
    const { store: inner } = await seeded();
    const { store, log, titleIdsWritten } = loggedStore(inner);
    const films = Array.from({ length: 8 }, (_, i) => programme("film4.uk", i * 3, `Unknown Film ${i}`, { year: 2000 + i, directors: [`Director ${i}`] }));

    const exit = await Effect.runPromiseExit(
      importXmltvSchedule({ source: "test.xml", records: Stream.fromIterable(films.map((film) => [film])), batchSize: 2 }).pipe(
        Effect.provideService(ScheduleImportStore, store),
      ),
    );

    expect(Exit.isSuccess(exit) && exit.value.shows.inserted).toBe(8);
    expect(log.filter((entry) => entry.startsWith("start shows"))).toEqual(["start shows 0,3", "start shows 6,9", "start shows 12,15", "start shows 18,21"]);
    // no provisional (negative) title id ever reaches the store
    expect(titleIdsWritten.every((id) => id > 0)).toBe(true);
    // the next batch's titles started while a batch's shows were still being written
    const overlapped = log.some(
      (entry, i) =>
        entry === "start titles" &&
        log.slice(0, i).filter((e) => e.startsWith("start shows")).length > log.slice(0, i).filter((e) => e.startsWith("end shows")).length,
    );
    expect(overlapped).toBe(true);
  });
});

describe("placing feed channels through the UK channel registry", () => {
  const withRegistryChannels = async () => {
    const harness = scheduleImportHarnessFake();
    for (const [name, slug] of [
      ["BBC One", "bbc-one"],
      ["BBC Two", "bbc-two"],
      ["ITV1", "itv1"],
      ["Channel 4", "channel-4"],
      ["Film4 +1", "film4-plus-1"],
    ] as const) {
      await harness.seedChannel({ name, slug, systems: [1] });
    }
    await harness.seedTitle({ kind: "film", imdb: "tt0068646", slug: "the-godfather-1972", title: "The Godfather", year: 1972 });
    return harness;
  };
  const godfather = (channelId: string, hoursIn: number) => programme(channelId, hoursIn, "The Godfather", { imdbId: "tt0068646" });

  it("lands feed channels on registry channels by Radio Times id, uk_freeview id or display name, never on new ones", async () => {
    const harness = await withRegistryChannels();
    const store = harness.store as ReturnType<typeof makeScheduleImportStoreFake>;

    const summary = await summaryOf(store, [
      channel("bbc1.bbc.co.uk", "BBC ONE"),
      channel("x-bbc2", "BBC2"),
      channel("itv1.uk", "ITV1 HD"),
      channel("c4-feed", "Channel 4 HD"),
      channel("film4plus1.uk", "Film4 +1"),
      godfather("bbc1.bbc.co.uk", 0),
      godfather("x-bbc2", 0),
      godfather("itv1.uk", 0),
      godfather("c4-feed", 0),
      godfather("film4plus1.uk", 0),
    ]);

    expect(summary).toMatchObject({ channelsCreated: 0, unplacedChannels: [] });
    expect((await harness.channels()).map((row) => row.slug)).toEqual(["bbc-one", "bbc-two", "channel-4", "film4-plus-1", "itv1"]);
    expect((await harness.shows()).map((show) => show.channel).sort()).toEqual(["bbc-one", "bbc-two", "channel-4", "film4-plus-1", "itv1"]);
  });

  it("makes a channel of its own for a feed channel the registry lacks and lists it as unplaced, with a logo that is never broken", async () => {
    const harness = await withRegistryChannels();
    const store = harness.store as ReturnType<typeof makeScheduleImportStoreFake>;

    const summary = await summaryOf(store, [
      { ...channel("local.tv", "Local TV"), icon: "local.png" },
      { ...channel("bbc1.bbc.co.uk", "BBC One"), icon: "https://example.com/bbc1.png" },
      godfather("local.tv", 0),
      godfather("bbc1.bbc.co.uk", 0),
    ]);

    expect(summary).toMatchObject({ channelsCreated: 1, unplacedChannels: [{ xmltvId: "local.tv", displayName: "Local TV" }] });
    expect(store.state.channels.find((row) => row.slug === "local-tv")?.logo).toBe("/logos/local-tv.svg");
  });
});
