import { Effect } from "effect";
import { beforeEach, expect, it } from "vitest";
import type {
  ChannelClaim,
  NewTitle,
  ScheduledShow,
  ScheduleImportSession,
  ScheduleImportStoreShape,
} from "../../../application/imports/schedule-import-store.ts";
import { unknownFilm } from "../../../domain/unknown-film.ts";

/** A stored show as the contract reads it back: the file's fields, its channel by slug, title by name. */
export interface ShowView extends Omit<ScheduledShow, "channelId" | "titleId" | "start" | "end"> {
  readonly id: number;
  readonly channel: string;
  readonly time: number;
  readonly title: string;
  readonly premiereSystemIds: ReadonlyArray<number>;
  readonly source: string;
}

export interface TitleView {
  readonly imdb: string;
  readonly slug: string;
  readonly kind: "film" | "series";
  readonly title: string;
  readonly year: number | null;
  readonly verified: boolean;
  readonly tmdbKind: "movie" | "tv" | null;
  readonly tmdbId: number | null;
  readonly certificate: string | null;
  readonly length: number | null;
  readonly synopsis: string | null;
  readonly synopsisShort: string | null;
  readonly directors: ReadonlyArray<string>;
  readonly stars: ReadonlyArray<string>;
  /** The part each star plays, in the order of `stars`. */
  readonly characters: ReadonlyArray<string | null>;
  /** Genre names in billing order. */
  readonly genres: ReadonlyArray<string>;
}

export interface SeedTitle {
  readonly kind: "film" | "series";
  readonly imdb: string;
  readonly slug: string;
  readonly title: string;
  readonly year: number | null;
  readonly tmdbKind?: "movie" | "tv";
  readonly tmdbId?: number;
  readonly certificate?: string;
}

/** What the contract needs from each implementation besides the port: arranging data and reading it back. */
export interface ScheduleImportHarness {
  readonly store: ScheduleImportStoreShape;
  readonly reset: () => Promise<void>;
  readonly seedChannel: (channel: {
    readonly name: string;
    readonly slug: string;
    readonly systems?: ReadonlyArray<number>;
    readonly logo?: string;
  }) => Promise<number>;
  readonly seedTitle: (title: SeedTitle) => Promise<number>;
  readonly seedGenre: (name: string, slug: string) => Promise<void>;
  readonly seedPerson: (name: string, slug: string) => Promise<number>;
  readonly seedMapping: (xmltvId: string, channelId: number | null) => Promise<void>;
  readonly seedShow: (show: {
    readonly channelId: number;
    readonly titleId: number;
    readonly time: number;
    readonly source: string;
    readonly art?: number;
  }) => Promise<number>;
  readonly shows: () => Promise<ReadonlyArray<ShowView>>;
  readonly titles: () => Promise<ReadonlyArray<TitleView>>;
  readonly channels: () => Promise<ReadonlyArray<{ readonly slug: string; readonly name: string; readonly hd: boolean }>>;
  readonly logos: () => Promise<ReadonlyMap<string, string | null>>;
  readonly mappings: () => Promise<ReadonlyArray<{ readonly xmltvId: string; readonly channel: string | null }>>;
  readonly people: () => Promise<ReadonlyArray<{ readonly name: string; readonly slug: string }>>;
}

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 9, 24, 18);

const claim = (xmltvId: string, name: string, slug: string, hd = false): ChannelClaim => ({ xmltvId, displayName: name, name, slug, hd, logo: null });

const film = (title: string, year: number | null, extra: Partial<NewTitle> = {}): NewTitle => ({
  ...unknownFilm({ imdb: null, title, year, baseSlug: [title.toLowerCase().replaceAll(" ", "-"), year].filter((part) => part !== null).join("-") }),
  ...extra,
});

const show = (channelId: number, titleId: number, start: number, extra: Partial<ScheduledShow> = {}): ScheduledShow => ({
  channelId,
  titleId,
  start,
  end: start + 2 * HOUR,
  art: 120,
  season: null,
  episode: null,
  nEpisodes: null,
  episodeTitle: null,
  premiere: false,
  hd: false,
  subtitles: false,
  signed: false,
  audioDescribed: false,
  ...extra,
});

class Boom extends Error {}

/** The behaviour every ScheduleImportStore shares; call inside a describe block. */
export const scheduleImportStoreContract = (harness: () => ScheduleImportHarness): void => {
  const inSession = <A>(work: (session: ScheduleImportSession) => Effect.Effect<A>): Promise<A> => Effect.runPromise(harness().store.inTransaction(work));

  const replace = (shows: ReadonlyArray<ScheduledShow>, source = "listings.xml") =>
    inSession((session) => Effect.flatMap(session.stageShows(shows, source), () => session.replaceStagedShows));

  beforeEach(() => harness().reset());

  it("creates a channel and its mapping for an unknown feed channel, and reuses both on the next import", async () => {
    const first = await inSession((session) => session.resolveChannels([claim("film4plus1.uk", "Film4 +1", "film4-plus-1")]));
    const second = await inSession((session) => session.resolveChannels([claim("film4plus1.uk", "Film4 +1", "film4-plus-1")]));
    expect(first).toEqual([{ xmltvId: "film4plus1.uk", channelId: expect.any(Number) as number, created: true }]);
    expect(second).toEqual([{ ...first[0], created: false }]);
    expect(await harness().channels()).toEqual([{ slug: "film4-plus-1", name: "Film4 +1", hd: false }]);
    expect(await harness().mappings()).toEqual([{ xmltvId: "film4plus1.uk", channel: "film4-plus-1" }]);
  });

  it("joins an unmapped feed channel to the existing channel with its slug, and two feed channels of one slug to one new channel", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const resolved = await inSession((session) =>
      session.resolveChannels([
        claim("film4.uk", "Film4", "film4"),
        claim("bbcone.uk", "BBC One", "bbc-one"),
        claim("bbconehd.uk", "BBC One HD", "bbc-one", true),
      ]),
    );
    expect(resolved[0]).toEqual({ xmltvId: "film4.uk", channelId: film4, created: false });
    expect(resolved[1]?.created).toBe(true);
    expect(resolved[2]).toEqual({ xmltvId: "bbconehd.uk", channelId: resolved[1]?.channelId, created: false });
    expect((await harness().channels()).map((channel) => channel.slug).sort()).toEqual(["bbc-one", "film4"]);
  });

  it("gives a channel still showing its generated logo the feed's icon, and keeps any other logo", async () => {
    await harness().seedChannel({ name: "Film4", slug: "film4", logo: "/logos/film4.svg" });
    await harness().seedChannel({ name: "More4", slug: "more4", logo: "https://example.com/more4.png" });
    await harness().seedChannel({ name: "E4", slug: "e4", logo: "/logos/e4.svg" });

    await inSession((session) =>
      session.resolveChannels([
        { ...claim("film4.uk", "Film4", "film4"), logo: "https://example.com/film4.png" },
        { ...claim("more4.uk", "More4", "more4"), logo: "https://example.com/other-more4.png" },
        { ...claim("e4.uk", "E4", "e4"), logo: "/logos/e4.svg" },
      ]),
    );

    const logos = await harness().logos();
    expect([logos.get("film4"), logos.get("more4"), logos.get("e4")]).toEqual([
      "https://example.com/film4.png",
      "https://example.com/more4.png",
      "/logos/e4.svg",
    ]);
  });

  it("follows the editable mapping, including a mapping that skips a feed channel", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    await harness().seedMapping("f4.example", film4);
    await harness().seedMapping("shopping.example", null);
    const resolved = await inSession((session) =>
      session.resolveChannels([claim("f4.example", "F4", "f4"), claim("shopping.example", "Shopping", "shopping")]),
    );
    expect(resolved).toEqual([
      { xmltvId: "f4.example", channelId: film4, created: false },
      { xmltvId: "shopping.example", channelId: null, created: false },
    ]);
    expect(await harness().channels()).toHaveLength(1);
  });

  it("creates unverified films with unique slugs and site keys, and lists them with the titles already there", async () => {
    await harness().seedTitle({ kind: "film", imdb: "tt0068646", slug: "the-godfather-1972", title: "The Godfather", year: 1972 });
    const created = await inSession((session) =>
      session.createTitles([
        film("The Godfather", 1972, { baseSlug: "the-godfather-1972", tmdbKind: "movie", tmdbId: 238 }),
        film("Local Hero", 1983, {
          imdb: "tt0085859",
          length: 111,
          synopsis: "An oilman from Houston is sent to buy a Scottish village.",
          synopsisShort: "An oilman in Scotland.",
          certificate: { name: "PG", rank: 2 },
        }),
        film("Local Hero", 1983),
      ]),
    );
    expect(created.map((identity) => identity.imdb)).toEqual(["tf-the-godfather-1972-2", "tt0085859", "tf-local-hero-1983-2"]);
    const titles = await harness().titles();
    expect(titles.map((title) => title.slug).sort()).toEqual(["local-hero-1983", "local-hero-1983-2", "the-godfather-1972", "the-godfather-1972-2"]);
    expect(titles.find((title) => title.imdb === "tt0085859")).toMatchObject({
      verified: false,
      kind: "film",
      length: 111,
      synopsis: "An oilman from Houston is sent to buy a Scottish village.",
      synopsisShort: "An oilman in Scotland.",
      certificate: "PG",
    });
    const listed = await inSession((session) => session.listTitleIdentities);
    expect(listed).toHaveLength(4);
    expect(listed).toContainEqual({ ...created[0], tmdbKind: "movie", tmdbId: 238, hasCertificate: false });
    expect(listed.find((identity) => identity.imdb === "tt0085859")?.hasCertificate).toBe(true);
  });

  it("puts a new film in the site's genres its listing names, in the listing's order, and ignores names that are no genre", async () => {
    await harness().seedGenre("Thriller", "thriller");
    await harness().seedGenre("Sci-Fi", "sci-fi");
    await harness().seedGenre("Drama", "drama");
    await inSession((session) =>
      session.createTitles([film("Alien", 1979, { genreSlugs: ["film", "sci-fi", "thriller", "entertainment"] }), film("Heat", 1995)]),
    );
    const titles = await harness().titles();
    expect(titles.map((title) => [title.title, title.genres])).toEqual([
      ["Alien", ["Sci-Fi", "Thriller"]],
      ["Heat", []],
    ]);
  });

  it("adds credits once, reusing people by name and creating the others", async () => {
    await harness().seedPerson("Marlon Brando", "marlon-brando");
    await harness().seedPerson("Al Pacino", "al-pacino");
    const [godfather] = await inSession((session) => session.createTitles([film("The Godfather", 1972)]));
    const titleId = godfather?.id ?? 0;
    const credits = [
      { titleId, role: "director" as const, names: ["Francis Ford Coppola"] },
      { titleId, role: "star" as const, names: ["Marlon Brando", "Al Pacino", "Al Pacino"] },
    ];
    expect(await inSession((session) => session.addCredits(credits))).toBe(3);
    expect(await inSession((session) => session.addCredits(credits))).toBe(0);
    const [view] = await harness().titles();
    expect(view).toMatchObject({ directors: ["Francis Ford Coppola"], stars: ["Marlon Brando", "Al Pacino"] });
    expect((await harness().people()).map((person) => person.slug).sort()).toEqual(["al-pacino", "francis-ford-coppola", "marlon-brando"]);
  });

  it("creates a series as an unverified title of kind series with a site key", async () => {
    const [vera] = await inSession((session) => session.createTitles([film("Vera", null, { kind: "series", baseSlug: "vera" })]));
    expect(vera).toMatchObject({ kind: "series", imdb: "tf-vera", title: "Vera", year: null });
    expect(await harness().titles()).toMatchObject([{ kind: "series", slug: "vera", verified: false }]);
  });

  it("stores the part each actor plays, and gives a part to a credit that had none", async () => {
    const [film1] = await inSession((session) => session.createTitles([film("Philadelphia", 1993)]));
    const titleId = film1?.id ?? 0;
    await inSession((session) => session.addCredits([{ titleId, role: "star", names: ["Tom Hanks", "Denzel Washington"] }]));
    const named = { titleId, role: "star" as const, names: ["Tom Hanks", "Denzel Washington"], characters: [null, "Joe Miller"] };
    expect(await inSession((session) => session.addCredits([named]))).toBe(1);
    expect(await inSession((session) => session.addCredits([named]))).toBe(0);
    const [view] = await harness().titles();
    expect(view).toMatchObject({ stars: ["Tom Hanks", "Denzel Washington"], characters: [null, "Joe Miller"] });
  });

  it("sets a certificate only where a title has none, creating the certificate when needed", async () => {
    const rated = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "rated", title: "Rated", year: 2000, certificate: "PG" });
    const unrated = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "unrated", title: "Unrated", year: 2000 });
    const changed = await inSession((session) =>
      session.fillMissingCertificates([
        { titleId: rated, certificate: { name: "15", rank: 5 } },
        { titleId: unrated, certificate: { name: "12A", rank: 3 } },
      ]),
    );
    expect(changed).toBe(1);
    expect((await harness().titles()).map((title) => [title.slug, title.certificate])).toEqual([
      ["rated", "PG"],
      ["unrated", "12A"],
    ]);
  });

  it("sets a year only where a title's year is unknown", async () => {
    const dated = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "dated", title: "Dated", year: 2000 });
    const undated = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "undated", title: "Undated", year: null });
    const changed = await inSession((session) =>
      session.fillMissingYears([
        { titleId: dated, year: 2001 },
        { titleId: undated, year: 2009 },
      ]),
    );
    expect(changed).toBe(1);
    expect((await harness().titles()).map((title) => [title.slug, title.year])).toEqual([
      ["dated", 2000],
      ["undated", 2009],
    ]);
  });

  it("drops a second show at the same channel and start, and writes the staged shows with the channel's premiere systems", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4", systems: [3, 1] });
    const title = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "a", title: "A", year: 2000 });
    const other = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "b", title: "B", year: 2000 });
    const result = await inSession((session) =>
      Effect.gen(function* () {
        const dropped = yield* session.stageShows(
          [show(film4, title, T0, { premiere: true, hd: true, subtitles: true, signed: true, audioDescribed: true }), show(film4, other, T0)],
          "week-1.xml",
        );
        return { dropped, replaced: yield* session.replaceStagedShows };
      }),
    );
    expect(result).toEqual({ dropped: 1, replaced: { inserted: 1, updated: 0, unchanged: 0, removed: 0 } });
    expect(await harness().shows()).toEqual([
      {
        id: expect.any(Number) as number,
        channel: "film4",
        time: T0,
        title: "tt1",
        art: 120,
        season: null,
        episode: null,
        nEpisodes: null,
        episodeTitle: null,
        premiere: true,
        hd: true,
        subtitles: true,
        signed: true,
        audioDescribed: true,
        premiereSystemIds: [1, 3],
        source: "xmltv:week-1.xml",
      },
    ]);
  });

  it("drops a show whose slot an earlier batch took, on a channel new to imports and on one with imported shows", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const bbc = await harness().seedChannel({ name: "BBC One", slug: "bbc-one" });
    const a = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "a", title: "A", year: 2000 });
    const b = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "b", title: "B", year: 2000 });
    await replace([show(bbc, a, T0 - 24 * HOUR)]);
    const result = await inSession((session) =>
      Effect.gen(function* () {
        const first = yield* session.stageShows([show(film4, a, T0), show(bbc, a, T0)], "week.xml");
        const second = yield* session.stageShows([show(film4, b, T0), show(bbc, b, T0), show(film4, b, T0 + 2 * HOUR)], "week.xml");
        return { dropped: first + second, replaced: yield* session.replaceStagedShows };
      }),
    );
    expect(result).toEqual({ dropped: 2, replaced: { inserted: 3, updated: 0, unchanged: 0, removed: 0 } });
    expect((await harness().shows()).map((view) => [view.channel, (view.time - T0) / HOUR, view.title])).toEqual([
      ["bbc-one", -24, "tt1"],
      ["bbc-one", 0, "tt1"],
      ["film4", 0, "tt1"],
      ["film4", 2, "tt2"],
    ]);
  });

  it("changes nothing when the same shows are imported again", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const title = await harness().seedTitle({ kind: "series", imdb: "tt9", slug: "s", title: "S", year: 2000 });
    const week = [show(film4, title, T0, { season: 2, episode: 3, nEpisodes: 10, episodeTitle: "Three" }), show(film4, title, T0 + 2 * HOUR)];
    await replace(week);
    const before = await harness().shows();
    expect(await replace(week, "again.xml")).toEqual({ inserted: 0, updated: 0, unchanged: 2, removed: 0 });
    expect(await harness().shows()).toEqual(before);
  });

  it("replaces every show inside a channel's new window, imported or demo, and keeps those outside it and on other channels", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const bbc = await harness().seedChannel({ name: "BBC One", slug: "bbc-one" });
    const a = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "a", title: "A", year: 2000 });
    const b = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "b", title: "B", year: 2000 });
    await replace([show(film4, a, T0), show(film4, a, T0 + 2 * HOUR), show(film4, a, T0 + 4 * HOUR), show(film4, a, T0 + 24 * HOUR), show(bbc, a, T0)]);
    const demo = await harness().seedShow({ channelId: film4, titleId: b, time: T0 + HOUR, source: "demo" });
    const kept = (await harness().shows()).find((view) => view.channel === "film4" && view.time === T0);

    const replaced = await replace([show(film4, a, T0, { hd: true }), show(film4, b, T0 + 3 * HOUR)], "newer.xml");

    expect(replaced).toEqual({ inserted: 1, updated: 1, unchanged: 0, removed: 3 });
    const after = await harness().shows();
    expect(after.map((view) => [view.channel, (view.time - T0) / HOUR, view.title, view.source])).toEqual([
      ["bbc-one", 0, "tt1", "xmltv:listings.xml"],
      ["film4", 0, "tt1", "xmltv:newer.xml"],
      ["film4", 3, "tt2", "xmltv:newer.xml"],
      ["film4", 24, "tt1", "xmltv:listings.xml"],
    ]);
    expect(after.find((view) => view.channel === "film4" && view.time === T0)?.id).toBe(kept?.id);
    expect(after.some((view) => view.id === demo)).toBe(false);
  });

  it("replaces a demo week on a channel, with the demo show that runs into the window, so no two shows overlap", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const a = await harness().seedTitle({ kind: "film", imdb: "tt1", slug: "a", title: "A", year: 2000 });
    const b = await harness().seedTitle({ kind: "film", imdb: "tt2", slug: "b", title: "B", year: 2000 });
    await harness().seedShow({ channelId: film4, titleId: b, time: T0 - 3 * HOUR, source: "demo", art: 120 });
    const runsIn = await harness().seedShow({ channelId: film4, titleId: b, time: T0 - HOUR, source: "demo", art: 150 });
    await harness().seedShow({ channelId: film4, titleId: b, time: T0 + HOUR, source: "demo", art: 90 });

    const replaced = await replace([show(film4, a, T0), show(film4, a, T0 + 2 * HOUR)]);

    expect(replaced).toEqual({ inserted: 2, updated: 0, unchanged: 0, removed: 2 });
    const after = await harness().shows();
    expect(after.map((view) => [(view.time - T0) / HOUR, view.source])).toEqual([
      [-3, "demo"],
      [0, "xmltv:listings.xml"],
      [2, "xmltv:listings.xml"],
    ]);
    expect(after.some((view) => view.id === runsIn)).toBe(false);
  });

  it("leaves everything as it was when the work fails", async () => {
    const film4 = await harness().seedChannel({ name: "Film4", slug: "film4" });
    const before = { titles: await harness().titles(), shows: await harness().shows(), channels: await harness().channels() };
    const outcome = await Effect.runPromise(
      harness()
        .store.inTransaction((session) =>
          Effect.gen(function* () {
            yield* session.resolveChannels([claim("new.uk", "New", "new")]);
            const [created] = yield* session.createTitles([film("Doomed", 2001)]);
            yield* session.addCredits([{ titleId: created?.id ?? 0, role: "star", names: ["Nobody"] }]);
            yield* session.stageShows([show(film4, created?.id ?? 0, T0)], "bad.xml");
            yield* session.replaceStagedShows;
            return yield* Effect.fail(new Boom("the file broke at line 90"));
          }),
        )
        .pipe(Effect.flip),
    );
    expect(outcome).toBeInstanceOf(Boom);
    expect({ titles: await harness().titles(), shows: await harness().shows(), channels: await harness().channels() }).toEqual(before);
    expect(await harness().mappings()).toEqual([]);
    expect(await harness().people()).toEqual([]);
  });
};
