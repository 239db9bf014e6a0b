import fc from "fast-check";
import type { ChannelSource } from "../../domain/channel-source.ts";
import type { Film } from "../../domain/film.ts";
import { DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";
import { makeListingLookup, type ListingLookup } from "../../domain/listing-lookup.ts";
import type { Show } from "../../domain/show.ts";
import { SORT_ORDERS } from "../../domain/sort-order.ts";
import type { FlagSets } from "../../domain/user-flags.ts";
import { certificates, channels, genres, hours, languages, NOW, services } from "./listing-fixtures.ts";

const mostly = <A>(usual: A, other: fc.Arbitrary<A>): fc.Arbitrary<A> =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 6 }, { arbitrary: other, weight: 1 });

const TITLES = ["Alpha", "alpha", "Bravo", "Christmas Eve", "Delta", "Zulu", "The Xmas Party", "Ünder"];

export const arbFilm = (key: string): fc.Arbitrary<Film> =>
  fc.record({
    imdb: fc.constant(key),
    title: fc.constantFrom(...TITLES),
    year: fc.option(fc.integer({ min: 1915, max: 2025 }), { nil: null }),
    slug: fc.constant(key),
    certificate: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    genres: fc.subarray([1, 2, 3, 4, 9]),
    languages: fc.subarray([1, 2, 3]),
    length: fc.option(fc.integer({ min: 1, max: 240 }), { nil: null }),
    audi: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    crit: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    imdb_r: fc.option(
      fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
      { nil: null },
    ),
    synopsis_short: fc.option(fc.constantFrom("A christmas tale.", "A quiet drama.", "XMAS!"), { nil: null }),
    api: mostly("/api/film/x/", fc.constant("/api/tvseries/x/")),
  });

const arbShowBody = (keys: ReadonlyArray<string>): fc.Arbitrary<Omit<Show, "id">> =>
  fc.oneof(
    {
      arbitrary: fc.record(
        {
          f: fc.constantFrom(...keys, "tt-unknown"),
          time: fc.integer({ min: NOW - hours(6), max: NOW + hours(24 * 8) }),
          cs: fc.subarray(
            channels.map((channel) => channel.id),
            { minLength: 1 },
          ),
          series: mostly<number | null>(null, fc.integer({ min: 1, max: 3 })),
          p: fc.subarray([1, 2]),
          sub: fc.boolean(),
          ad: fc.boolean(),
          sl: fc.boolean(),
          ft: fc.boolean(),
          lc: fc.boolean(),
        },
        { requiredKeys: ["f", "time", "cs", "series", "p"] },
      ),
      weight: 4,
    },
    {
      arbitrary: fc.record({
        f: fc.constantFrom(...keys),
        time: fc.integer({ min: NOW - hours(24 * 30), max: NOW }),
        s: fc.constantFrom(...services.map((service) => service.id)),
      }),
      weight: 1,
    },
  );

export interface World {
  readonly films: ReadonlyArray<Film>;
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
}

export const arbWorld: fc.Arbitrary<World> = fc
  .integer({ min: 1, max: 12 })
  .chain((filmCount) => {
    const keys = Array.from({ length: filmCount }, (_, i) => `tt${String(i).padStart(7, "0")}`);
    return fc.record({
      films: fc.tuple(...keys.map(arbFilm)),
      shows: fc.array(arbShowBody(keys), { minLength: 5, maxLength: 60, size: "medium" }),
    });
  })
  .map(({ films, shows }) => ({
    films,
    shows: shows.map((body, id) => ({ ...body, id })),
    lookup: makeListingLookup({ films, channels, genres, languages, certificates, services }),
  }));

export const arbSource: fc.Arbitrary<ChannelSource> = fc.oneof(
  fc.constant<ChannelSource>({ kind: 0, id: null }),
  { arbitrary: fc.constantFrom<ChannelSource>({ kind: 1, id: 1 }, { kind: 1, id: 2 }), weight: 3 },
  fc.constantFrom<ChannelSource>({ kind: 2, id: 7 }, { kind: 2, id: 8 }),
);

const allOr = (max: number): fc.Arbitrary<"All" | number> => mostly<"All" | number>("All", fc.integer({ min: 1, max }));

export const arbFilters: fc.Arbitrary<Filters> = fc
  .record({
    system: arbSource,
    order: fc.constantFrom(...SORT_ORDERS),
    order_reversed: fc.boolean(),
    keyword: mostly("", fc.constantFrom("alpha", "XMAS", " delta ")),
    hd: mostly(false, fc.constant(true)),
    includePast: fc.boolean(),
    specific_day: mostly<number | null>(null, fc.integer({ min: 0, max: 7 })),
    tonight: mostly(false, fc.constant(true)),
    include_tvseries: fc.boolean(),
    ondemand: fc.boolean(),
    certificate: allOr(6),
    genre: allOr(4),
    language: allOr(3),
    released_from: mostly(1915, fc.integer({ min: 1915, max: 2024 })),
    released_to: mostly(2024, fc.integer({ min: 1915, max: 2024 })),
    hide_watched: fc.boolean(),
    hide_not_interested: fc.boolean(),
    hide_alerts: fc.boolean(),
    every_showing: mostly(false, fc.constant(true)),
    subtitled: mostly(false, fc.constant(true)),
    audio_described: mostly(false, fc.constant(true)),
    signed: mostly(false, fc.constant(true)),
    first_time_free: mostly(false, fc.constant(true)),
    last_chance: mostly(false, fc.constant(true)),
  })
  .map((partial) => ({ ...DEFAULT_FILTERS, ...partial }));

const someOf = (keys: ReadonlyArray<string>): fc.Arbitrary<ReadonlySet<string>> =>
  fc.subarray([...keys], { maxLength: Math.ceil(keys.length / 3) }).map((list) => new Set(list));

export const arbFlagSets = (keys: ReadonlyArray<string>): fc.Arbitrary<FlagSets> =>
  fc.record({ watched: someOf(keys), notInterested: someOf(keys), alerts: someOf(keys) });

const lastSunday = (year: number, monthIndex: number): number => {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay());
};

// Instants within three days of a daylight-saving change in London.
export const arbNearDstChange: fc.Arbitrary<number> = fc
  .record({
    year: fc.integer({ min: 2000, max: 2040 }),
    month: fc.constantFrom(2, 9),
    offset: fc.integer({ min: -hours(72), max: hours(72) }),
  })
  .map(({ year, month, offset }) => lastSunday(year, month) + hours(1) + offset);

export const arbInstant: fc.Arbitrary<number> = fc.oneof(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), arbNearDstChange);
