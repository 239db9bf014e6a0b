import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListingLookup } from "../../domain/listing-lookup.ts";
import { averageRating } from "../../domain/ratings.ts";
import type { Show } from "../../domain/show.ts";
import { SORT_ORDERS, type SortOrder } from "../../domain/sort-order.ts";
import type { Film } from "../../domain/film.ts";
import { prepareTextSortKeys, sortDirection, sortShows } from "../../domain/sort-shows.ts";
import { arbWorld } from "./listing-arbitraries.ts";
import { hours, ids, lookup, NOW, show } from "./listing-fixtures.ts";

const shows: ReadonlyArray<Show> = [
  show({ id: 1, f: "tt0000001", time: NOW + hours(5), cs: [3] }),
  show({ id: 2, f: "tt0000002", time: NOW + hours(1), cs: [1] }),
  show({ id: 3, f: "tt0000003", time: NOW + hours(3), cs: [2] }),
  show({ id: 4, f: "tt0000004", time: NOW + hours(2), cs: [5] }),
  show({ id: 5, f: "tt0000005", time: NOW + hours(4), cs: [4] }),
];

const sorted = (order: SortOrder, reversed = false) => ids(sortShows(shows, order, reversed, lookup));

describe("sorting shows", () => {
  it.each<[SortOrder, ReadonlyArray<number>]>([
    ["show time", [2, 4, 3, 5, 1]],
    ["title", [3, 1, 2, 4, 5]],
    ["year", [4, 2, 1, 3, 5]],
    ["imdb rating", [1, 4, 5, 2, 3]],
    ["audience rating", [1, 4, 5, 2, 3]],
    ["critics rating", [1, 4, 5, 2, 3]],
    ["average rating", [1, 4, 5, 2, 3]],
    ["category", [2, 1, 5, 3, 4]],
    ["certificate", [1, 3, 2, 4, 5]],
    ["channel", [2, 3, 1, 5, 4]],
  ])("orders by %s", (order, expected) => {
    expect(sorted(order)).toEqual(expected);
  });

  it("reverses the order when asked", () => {
    expect(sorted("show time", true)).toEqual([1, 5, 3, 4, 2]);
    expect(sorted("title", true)).toEqual([5, 4, 2, 1, 3]);
  });

  it("puts the best ratings and the newest years first, and times, titles and certificates in ascending order", () => {
    expect(SORT_ORDERS.map((order) => [order, sortDirection(order)])).toEqual([
      ["show time", "ascending"],
      ["title", "ascending"],
      ["year", "descending"],
      ["imdb rating", "descending"],
      ["audience rating", "descending"],
      ["critics rating", "descending"],
      ["average rating", "descending"],
      ["category", "ascending"],
      ["certificate", "ascending"],
      ["channel", "ascending"],
    ]);
  });

  it("ranks a payload's titles once, however often the listing is sorted by title, and ahead of time on request", () => {
    class CountedFilms extends Map<string, Film> {
      readings = 0;
      override [Symbol.iterator]() {
        this.readings++;
        return super[Symbol.iterator]();
      }
    }
    const counted = (): ListingLookup & { readonly films: CountedFilms } => ({ ...lookup, films: new CountedFilms(lookup.films) });
    const sortedTwice = counted();
    const first = ids(sortShows(shows, "title", false, sortedTwice));
    expect(ids(sortShows(shows.slice(1), "title", true, sortedTwice))).toEqual(first.filter((id) => id !== 1).reverse());
    expect(sortedTwice.films.readings).toBe(1);
    const prepared = counted();
    prepareTextSortKeys(prepared);
    expect(prepared.films.readings).toBe(1);
    expect(ids(sortShows(shows, "title", false, prepared))).toEqual(first);
    expect(prepared.films.readings).toBe(1);
  });

  it("orders streaming shows by the service's display name under channel", () => {
    const streaming = [show({ id: 1, cs: undefined, s: 8 }), show({ id: 2, cs: undefined, s: 7 }), show({ id: 3, cs: [1] })];
    expect(ids(sortShows(streaming, "channel", false, lookup))).toEqual([1, 3, 2]);
  });
});

type Key = number | string | null;

const keyOf = (order: SortOrder, item: Show, world: ListingLookup): Key => {
  const entry = world.films.get(item.f);
  switch (order) {
    case "show time":
      return item.time;
    case "title":
      return entry?.title.toLowerCase() ?? null;
    case "year":
      return entry?.year ?? null;
    case "imdb rating":
      return entry?.imdb_r ?? null;
    case "audience rating":
      return entry?.audi ?? null;
    case "critics rating":
      return entry?.crit ?? null;
    case "average rating":
      return entry === undefined ? null : averageRating(entry);
    case "category": {
      const genre = entry?.genres[0];
      return genre === undefined ? null : (world.genres.get(genre)?.name.toLowerCase() ?? null);
    }
    case "certificate":
      return entry?.certificate == null ? null : (world.certificates.get(entry.certificate)?.rank ?? null);
    case "channel": {
      const channel = item.cs?.[0];
      if (channel !== undefined) return world.channels.get(channel)?.name.toLowerCase() ?? null;
      return item.s == null ? null : (world.services.get(item.s)?.name_display.toLowerCase() ?? null);
    }
  }
};

// Negative when a must come before b, zero for a tie.
const compareKeys = (order: SortOrder, a: Key, b: Key): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const ascending = a < b ? -1 : 1;
  return sortDirection(order) === "ascending" ? ascending : -ascending;
};

const arbSortCase = fc.record({
  world: arbWorld,
  order: fc.constantFrom(...SORT_ORDERS),
  reversed: fc.boolean(),
});

describe("sorting laws", () => {
  it("returns a permutation of its input", () => {
    fc.assert(
      fc.property(arbSortCase, ({ world, order, reversed }) => {
        const result = sortShows(world.shows, order, reversed, world.lookup);
        expect([...result].sort((a, b) => a.id - b.id)).toEqual([...world.shows].sort((a, b) => a.id - b.id));
      }),
    );
  });

  it("orders neighbours by the sort key, with missing values last", () => {
    fc.assert(
      fc.property(arbSortCase, ({ world, order }) => {
        const result = sortShows(world.shows, order, false, world.lookup);
        for (let i = 1; i < result.length; i++) {
          const before = keyOf(order, result[i - 1] as Show, world.lookup);
          const after = keyOf(order, result[i] as Show, world.lookup);
          expect(compareKeys(order, before, after)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it("is stable: shows with equal keys keep their input order", () => {
    fc.assert(
      fc.property(arbSortCase, ({ world, order }) => {
        const position = new Map(world.shows.map((item, index) => [item, index]));
        const result = sortShows(world.shows, order, false, world.lookup);
        for (let i = 1; i < result.length; i++) {
          const a = result[i - 1] as Show;
          const b = result[i] as Show;
          if (compareKeys(order, keyOf(order, a, world.lookup), keyOf(order, b, world.lookup)) === 0) {
            expect(position.get(a)).toBeLessThan(position.get(b) ?? -1);
          }
        }
      }),
    );
  });

  it("reverses exactly when reversed", () => {
    fc.assert(
      fc.property(arbSortCase, ({ world, order }) => {
        const forward = sortShows(world.shows, order, false, world.lookup);
        expect(sortShows(world.shows, order, true, world.lookup)).toEqual([...forward].reverse());
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(arbSortCase, ({ world, order }) => {
        const once = sortShows(world.shows, order, false, world.lookup);
        expect(sortShows(once, order, false, world.lookup)).toEqual(once);
      }),
    );
  });
});
