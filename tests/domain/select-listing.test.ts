import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { broadcastDayStart, specificDayWindow } from "../../domain/broadcast-day.ts";
import { isEvening } from "../../domain/evening.ts";
import { isSeriesFilm } from "../../domain/film.ts";
import { buildListing, hiddenCounts, narrowSelection, selectListing } from "../../domain/select-listing.ts";
import type { Show } from "../../domain/show.ts";
import { localClock } from "../../domain/zoned-time.ts";
import { arbFilters, arbFlagSets, arbWorld, type World } from "./listing-arbitraries.ts";
import { at, film, hours, ids, listingInput, lookup, minutes, NO_FLAGS, NOW, show, SKY, ZONE } from "./listing-fixtures.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { ALL, DEFAULT_FILTERS, LIVE_CHANNEL_SWITCHES, offersSwitch, type Filters } from "../../domain/filters.ts";

const select = (shows: ReadonlyArray<Show>, filters: Partial<Filters> = {}, rest = {}) => ids(selectListing(listingInput(shows, filters, rest)));

describe("channel source", () => {
  const shows = [show({ id: 1, cs: [1] }), show({ id: 2, cs: [3] }), show({ id: 3, cs: [4] }), show({ id: 4, cs: [4, 1] })];

  it("lists only shows on channels of the chosen predefined system", () => {
    expect(select(shows)).toEqual([1, 2, 4]);
    expect(select(shows, { system: { kind: 1, id: SKY } })).toEqual([1, 3, 4]);
  });

  it("uses the custom list's channels, and Freeview's when no list is given", () => {
    expect(select(shows, { system: { kind: 0, id: null } }, { customChannelIds: [4] })).toEqual([3, 4]);
    expect(select(shows, { system: { kind: 0, id: null } })).toEqual([1, 2, 4]);
  });

  it("lists only the chosen streaming service's shows for a streaming source", () => {
    const mixed = [...shows, show({ id: 5, cs: undefined, s: 7 }), show({ id: 6, cs: undefined, s: 8 })];
    expect(select(mixed, { system: { kind: 2, id: 7 } })).toEqual([5]);
  });

  it("lists a streaming service's films whatever the live channel's switches were left at on another source", () => {
    const mixed = [
      show({ id: 1, sub: true, lc: true }),
      show({ id: 2, cs: undefined, s: 7, time: NOW - hours(48) }),
      show({ id: 3, cs: undefined, s: 7, series: 4 }),
    ];
    const left = { subtitled: true, audio_described: true, signed: true, first_time_free: true, last_chance: true, tonight: true, hd: true };
    expect(select(mixed, left)).toEqual([]);
    expect(select(mixed, { ...left, system: { kind: 2, id: 7 } })).toEqual([2]);
    expect(select(mixed, { include_tvseries: true, system: { kind: 2, id: 7 } })).toEqual([2]);
  });

  it("adds on-demand shows to a channel listing only when on demand is switched on", () => {
    const mixed = [show({ id: 1 }), show({ id: 2, cs: undefined, s: 8, time: NOW - hours(48) })];
    expect(select(mixed)).toEqual([1]);
    expect(select(mixed, { ondemand: true })).toEqual([1, 2]);
  });

  it("keeps only shows on an HD channel of the source when HD is on", () => {
    const hd = [show({ id: 1, cs: [1] }), show({ id: 2, cs: [1, 2] }), show({ id: 3, cs: [4] })];
    expect(select(hd, { hd: true })).toEqual([2]);
    expect(select(hd, { hd: true, system: { kind: 1, id: SKY } })).toEqual([2, 3]);
  });
});

describe("time rules", () => {
  it("hides shows that started more than an hour ago unless past shows are included", () => {
    const shows = [show({ id: 1, time: NOW - minutes(61) }), show({ id: 2, time: NOW - minutes(59) }), show({ id: 3 })];
    expect(select(shows)).toEqual([2, 3]);
    expect(select(shows, { includePast: true })).toEqual([1, 2, 3]);
  });

  it("limits a specific day to 00:00 until 04:00 of the next day", () => {
    const shows = [
      show({ id: 1, time: at("2025-06-11T23:59:00+01:00") }),
      show({ id: 2, time: at("2025-06-12T03:59:00+01:00") }),
      show({ id: 3, time: at("2025-06-12T04:00:00+01:00") }),
      show({ id: 4, time: at("2025-06-13T03:00:00+01:00") }),
    ];
    expect(select(shows, { specific_day: 0 })).toEqual([1, 2]);
    expect(select(shows, { specific_day: 1 })).toEqual([2, 3, 4]);
    expect(select(shows, { specific_day: 2 })).toEqual([4]);
  });

  it("hides shows starting before 18:00 when the evening filter is on, keeping the night until 04:00", () => {
    const shows = [
      show({ id: 1, time: at("2025-06-11T17:59:00+01:00") }),
      show({ id: 2, time: at("2025-06-11T18:00:00+01:00") }),
      show({ id: 3, time: at("2025-06-12T01:30:00+01:00") }),
      show({ id: 4, time: at("2025-06-12T04:00:00+01:00") }),
      show({ id: 5, time: at("2025-06-14T21:00:00+01:00") }),
      show({ id: 6, time: at("2025-09-01T19:00:00+01:00") }),
    ];
    expect(select(shows, { tonight: true })).toEqual([2, 3, 5, 6]);
  });
});

describe("film filters", () => {
  const shows = [1, 2, 3, 4, 5].map((n) => show({ id: n, f: `tt000000${n}` }));

  it("excludes TV series unless they are included", () => {
    const withEpisode = [...shows, show({ id: 6, f: "tt0000001", series: 3 })];
    expect(select(withEpisode)).toEqual([1, 2, 3, 4]);
    expect(select(withEpisode, { include_tvseries: true })).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("filters by certificate, genre and language, with 'All' letting everything through", () => {
    expect(select(shows, { certificate: 1 })).toEqual([1]);
    expect(select(shows, { genre: 2, include_tvseries: true })).toEqual([1, 5]);
    expect(select(shows, { language: 2 })).toEqual([2]);
    expect(select(shows, { certificate: "All", genre: "All", language: "All" })).toEqual([1, 2, 3, 4]);
  });

  it("filters by release year range, treating the slider ends as open", () => {
    const later = makeListingLookup({ films: [...lookup.films.values(), film({ imdb: "tt0000009", year: 2026 })], channels: lookup.channels.values() });
    const all = [...shows, show({ id: 9, f: "tt0000009" })];
    expect(select(all, { released_from: 2000 }, { lookup: later })).toEqual([2, 4, 9]);
    expect(select(all, { released_to: 2000 }, { lookup: later })).toEqual([1, 3]);
    expect(select(all, { released_from: 1950, released_to: 2010 }, { lookup: later })).toEqual([1, 2, 3]);
  });

  it("matches the keyword case-insensitively against titles, aka titles and people, named or credited", () => {
    const people = makeListingLookup({
      films: [
        ...lookup.films.values(),
        film({ imdb: "tt0000007", title: "Ex", stars: [{ name: "Bo Alphaman", slug: "bo", tmdb_img: null }] }),
        film({ imdb: "tt0000008", title: "Zed", aka: ["Le Alphabet"] }),
        film({ imdb: "tt0000009", title: "Why", people: ["Cy Young", "Ann Alphaville"] }),
      ],
      channels: lookup.channels.values(),
    });
    const all = [...shows, show({ id: 7, f: "tt0000007" }), show({ id: 8, f: "tt0000008" }), show({ id: 9, f: "tt0000009" })];
    expect(select(all, { keyword: "  ALPHA " }, { lookup: people })).toEqual([1, 7, 8, 9]);
    expect(select(all, { keyword: "" }, { lookup: people })).toEqual([1, 2, 3, 4, 7, 8, 9]);
  });

  it("hides watched, not interested and alert films by imdb id when asked", () => {
    const flags = { watched: new Set(["tt0000001"]), notInterested: new Set(["tt0000002"]), alerts: new Set(["tt0000003"]) };
    expect(select(shows, {}, { flags })).toEqual([1, 2, 3, 4]);
    expect(select(shows, { hide_watched: true }, { flags })).toEqual([2, 3, 4]);
    expect(select(shows, { hide_not_interested: true }, { flags })).toEqual([1, 3, 4]);
    expect(select(shows, { hide_alerts: true }, { flags })).toEqual([1, 2, 4]);
  });

  it("counts the films of the current listing each hide switch takes out, not the size of the user's lists", () => {
    const flags = {
      watched: new Set(["tt0000001", "tt0000002", "tt0000099"]),
      notInterested: new Set(["tt0000002", "tt0000098"]),
      alerts: new Set(["tt0000004"]),
    };
    const listed = [
      show({ id: 1, f: "tt0000001" }),
      show({ id: 2, f: "tt0000001", time: NOW + hours(30) }),
      show({ id: 3, f: "tt0000002" }),
      show({ id: 4, f: "tt0000003" }),
      show({ id: 5, f: "tt0000004", cs: [4] }),
    ];
    const counts = (filters: Partial<Filters> = {}) => hiddenCounts(listingInput(listed, filters, { flags }));
    expect(counts()).toEqual({ watched: 2, notInterested: 1, alerts: 0 });
    expect(counts({ hide_watched: true })).toEqual({ watched: 2, notInterested: 0, alerts: 0 });
    expect(counts({ hide_not_interested: true })).toEqual({ watched: 1, notInterested: 1, alerts: 0 });
    expect(counts({ keyword: "alpha" })).toEqual({ watched: 1, notInterested: 0, alerts: 0 });
    expect(counts({ system: { kind: 1, id: SKY } })).toEqual({ watched: 2, notInterested: 1, alerts: 1 });
    expect(hiddenCounts(listingInput(listed, {}, { flags: NO_FLAGS }))).toEqual({ watched: 0, notInterested: 0, alerts: 0 });
  });

  it("drops shows whose film is unknown", () => {
    expect(select([show({ id: 1, f: "tt9999999" }), show({ id: 2 })])).toEqual([2]);
  });
});

const run = (world: World, filters: Filters, flags = NO_FLAGS, shows: ReadonlyArray<Show> = world.shows) =>
  selectListing(listingInput(shows, filters, { lookup: world.lookup, flags }));

const isSubsequence = (sub: ReadonlyArray<Show>, all: ReadonlyArray<Show>): boolean => {
  let position = 0;
  for (const item of sub) {
    while (position < all.length && all[position] !== item) position++;
    if (position === all.length) return false;
    position++;
  }
  return true;
};

const arbCase = arbWorld.chain((world) =>
  fc.record({
    world: fc.constant(world),
    filters: arbFilters,
    flags: arbFlagSets(world.films.map((entry) => entry.imdb)),
  }),
);

describe("listing laws", () => {
  const SHOWING_SWITCH_NAMES = ["subtitled", "audio_described", "signed", "first_time_free", "last_chance"] as const;

  // One change that only narrows a selection: a switch turned on, a day chosen where the whole week was, a certificate, genre
  // or language chosen where any was.
  const NARROWING: ReadonlyArray<readonly [keyof Filters, fc.Arbitrary<boolean | number>]> = [
    ...SHOWING_SWITCH_NAMES.map((name) => [name, fc.constant(true)] as const),
    ...(["tonight", "hd", "hide_watched", "hide_not_interested", "hide_alerts"] as const).map((name) => [name, fc.constant(true)] as const),
    ["certificate", fc.integer({ min: 1, max: 6 })],
    ["genre", fc.integer({ min: 1, max: 4 })],
    ["language", fc.integer({ min: 1, max: 3 })],
    ["specific_day", fc.integer({ min: 0, max: 7 })],
  ];
  const arbNarrowing = fc.oneof(...NARROWING.map(([name, value]) => value.map((chosen) => ({ name, chosen }))));
  const narrows = (filters: Filters, name: keyof Filters): boolean =>
    name === "certificate" || name === "genre" || name === "language"
      ? filters[name] === ALL
      : name === "specific_day"
        ? filters[name] === null
        : filters[name] === false;

  it("narrows an earlier selection to exactly the showings selecting afresh gives, when the filters only narrow", () => {
    fc.assert(
      fc.property(arbCase, fc.array(arbNarrowing, { minLength: 1, maxLength: 2 }), fc.boolean(), ({ world, filters, flags }, changes, reorder) => {
        const after: Filters = {
          ...filters,
          ...Object.fromEntries(changes.filter(({ name }) => narrows(filters, name)).map(({ name, chosen }) => [name, chosen])),
          ...(reorder ? { order_reversed: !filters.order_reversed, every_showing: !filters.every_showing } : {}),
        };
        const input = listingInput(world.shows, after, { lookup: world.lookup, flags });
        expect(narrowSelection(run(world, filters, flags), filters, input)).toEqual(run(world, after, flags));
      }),
      { numRuns: 400 },
    );
  });

  it("does not narrow when a filter is turned off or any other filter that selects changes", () => {
    const narrowed = (before: Partial<Filters>, after: Partial<Filters>) =>
      narrowSelection([], { ...DEFAULT_FILTERS, ...before }, listingInput([], { ...DEFAULT_FILTERS, ...after }));
    expect(narrowed({ subtitled: true }, {})).toBeNull();
    expect(narrowed({ hd: true }, { audio_described: true })).toBeNull();
    expect(narrowed({ certificate: 3 }, { certificate: 4 })).toBeNull();
    expect(narrowed({ genre: 2 }, {})).toBeNull();
    expect(narrowed({}, { signed: true, system: { kind: 1, id: SKY } })).toBeNull();
    expect(narrowed({}, { signed: true, keyword: "alpha" })).toBeNull();
    expect(narrowed({ specific_day: 2 }, { specific_day: 1 })).toBeNull();
    expect(narrowed({ specific_day: 1 }, {})).toBeNull();
    expect(narrowed({}, { signed: true, includePast: true })).toBeNull();
    expect(narrowed({}, { signed: true, tonight: true, certificate: 2, system: { ...DEFAULT_FILTERS.system } })).toEqual([]);
  });

  it("selects on a source as if every switch it does not offer were off, and a streaming service offers none of the live channel's", () => {
    fc.assert(
      fc.property(arbCase, fc.subarray([...LIVE_CHANNEL_SWITCHES], { minLength: 1 }), ({ world, filters, flags }, turned) => {
        const streaming = filters.system.kind === 2;
        for (const name of LIVE_CHANNEL_SWITCHES) expect(offersSwitch(filters.system, name)).toBe(!streaming);
        expect(offersSwitch(filters.system, "every_showing")).toBe(true);
        const toggled = { ...filters, ...Object.fromEntries(turned.map((name) => [name, !filters[name]])) };
        if (streaming) expect(run(world, toggled, flags)).toEqual(run(world, filters, flags));
        const off = Object.fromEntries(LIVE_CHANNEL_SWITCHES.filter((name) => !offersSwitch(filters.system, name)).map((name) => [name, false]));
        expect(run(world, { ...filters, ...off }, flags)).toEqual(run(world, filters, flags));
      }),
    );
  });

  it("returns a subset of the shows in their original order", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        expect(isSubsequence(run(world, filters, flags), world.shows)).toBe(true);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const once = run(world, filters, flags);
        expect(run(world, filters, flags, once)).toEqual(once);
      }),
    );
  });

  it("never returns a film hidden by id", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const hidden = { ...filters, hide_watched: true, hide_not_interested: true, hide_alerts: true };
        for (const item of run(world, hidden, flags)) {
          expect(flags.watched.has(item.f) || flags.notInterested.has(item.f) || flags.alerts.has(item.f)).toBe(false);
        }
      }),
    );
  });

  it("takes exactly the counted films out of the listing when a hide switch goes on", () => {
    fc.assert(
      fc.property(arbCase, fc.constantFrom("hide_watched", "hide_not_interested", "hide_alerts"), ({ world, filters, flags }, key) => {
        const counted = { hide_watched: "watched", hide_not_interested: "notInterested", hide_alerts: "alerts" } as const;
        const off = { ...filters, [key]: false };
        const hidden = hiddenCounts(listingInput(world.shows, off, { lookup: world.lookup, flags }));
        expect(hiddenCounts(listingInput(world.shows, { ...off, [key]: true }, { lookup: world.lookup, flags }))[counted[key]]).toBe(hidden[counted[key]]);
        const films = (shows: ReadonlyArray<Show>) => new Set(shows.map((item) => item.f)).size;
        expect(films(run(world, off, flags)) - films(run(world, { ...off, [key]: true }, flags))).toBe(hidden[counted[key]]);
      }),
    );
  });

  it("only narrows the listing when a hide switch, HD, the evening filter or a specific day is added", () => {
    fc.assert(
      fc.property(
        arbCase,
        fc.constantFrom<readonly [Partial<Filters>, Partial<Filters>]>(
          [{ hide_watched: false }, { hide_watched: true }],
          [{ hide_not_interested: false }, { hide_not_interested: true }],
          [{ hide_alerts: false }, { hide_alerts: true }],
          [{ hd: false }, { hd: true }],
          [{ tonight: false }, { tonight: true }],
          [{ specific_day: null, includePast: false }, { specific_day: 2 }],
          [{ keyword: "" }, { keyword: "a" }],
        ),
        ({ world, filters, flags }, [widest, narrowing]) => {
          const wide = run(world, { ...filters, ...widest }, flags);
          const narrow = run(world, { ...filters, ...widest, ...narrowing }, flags);
          expect(isSubsequence(narrow, wide)).toBe(true);
        },
      ),
    );
  });

  it("keeps only live shows of the source's channels at allowed times", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const window = filters.specific_day === null ? null : specificDayWindow(NOW, ZONE, filters.specific_day);
        for (const item of run(world, filters, flags)) {
          if (filters.system.kind === 2) {
            expect(item.s).toBe(filters.system.id);
            continue;
          }
          if (item.cs === undefined) {
            expect(filters.ondemand).toBe(true);
            continue;
          }
          if (!filters.includePast) expect(NOW - item.time).toBeLessThanOrEqual(hours(1));
          if (window !== null) expect(item.time >= window.start && item.time < window.end).toBe(true);
          if (filters.tonight) {
            expect(isEvening(item.time, ZONE)).toBe(true);
            const clock = localClock(item.time, ZONE);
            expect(clock.hour >= 18 || clock.hour < 4).toBe(true);
          }
          if (filters.hd) expect(item.cs.some((id) => world.lookup.channels.get(id)?.hd === true)).toBe(true);
        }
      }),
    );
  });

  it("keeps only films matching the certificate, genre, language, year range and series switch", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        for (const item of run(world, filters, flags)) {
          const entry = world.lookup.films.get(item.f);
          expect(entry).toBeDefined();
          if (entry === undefined) continue;
          if (filters.certificate !== "All") expect(entry.certificate).toBe(filters.certificate);
          if (filters.genre !== "All") expect(entry.genres).toContain(filters.genre);
          if (filters.language !== "All") expect(entry.languages).toContain(filters.language);
          if (filters.released_from > filters.min_year) expect(entry.year ?? -1).toBeGreaterThanOrEqual(filters.released_from);
          if (filters.released_to < filters.max_year) expect(entry.year ?? Infinity).toBeLessThanOrEqual(filters.released_to);
          if (!filters.include_tvseries || filters.system.kind === 2) expect(isSeriesFilm(entry) || (item.series ?? null) !== null).toBe(false);
        }
      }),
    );
  });

  it("builds the sorted listing as a permutation of the selected shows", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const input = listingInput(world.shows, filters, { lookup: world.lookup, flags });
        const sorted = buildListing(input);
        expect([...ids(sorted)].sort((a, b) => a - b)).toEqual([...ids(selectListing(input))].sort((a, b) => a - b));
      }),
    );
  });

  it("treats the evening calendar and the direct evening rule alike for any show time", () => {
    fc.assert(
      fc.property(fc.integer({ min: NOW - hours(24 * 40), max: NOW + hours(24 * 40) }), (time) => {
        const listed = select([show({ id: 1, time })], { tonight: true, includePast: true }).length === 1;
        expect(listed).toBe(isEvening(time, ZONE));
        expect(broadcastDayStart(time, ZONE)).toBeLessThanOrEqual(time);
      }),
    );
  });
});
