import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { imdbStars, letterboxdStars, mergeEntries, type WatchedEntry } from "../../domain/watch-history.ts";

const halfStars = fc.integer({ min: 1, max: 10 }).map((halves) => halves / 2);
const imdbRatings = fc.integer({ min: 1, max: 10 });

describe("converting other sites' ratings to stars", () => {
  it("rounds Letterboxd half stars up: 0.5 and 1 are 1, 2.5 is 3, 4.5 and 5 are 5", () => {
    expect([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map(letterboxdStars)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("halves IMDb ratings rounding up: 1 and 2 are 1, 5 is 3, 9 and 10 are 5", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(imdbStars)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("always gives 1-5 stars that keep the order of the ratings and stay within half a star of them", () => {
    fc.assert(
      fc.property(halfStars, halfStars, (a, b) => {
        const [sa, sb] = [letterboxdStars(a), letterboxdStars(b)];
        expect(sa).toBeGreaterThanOrEqual(1);
        expect(sa).toBeLessThanOrEqual(5);
        expect(Math.abs(sa - Math.max(1, a))).toBeLessThanOrEqual(0.5);
        if (a <= b) expect(sa).toBeLessThanOrEqual(sb);
      }),
    );
    fc.assert(
      fc.property(imdbRatings, imdbRatings, (a, b) => {
        const [sa, sb] = [imdbStars(a), imdbStars(b)];
        expect(sa).toBeGreaterThanOrEqual(1);
        expect(sa).toBeLessThanOrEqual(5);
        expect(Math.abs(sa - Math.max(1, a / 2))).toBeLessThanOrEqual(0.5);
        if (a <= b) expect(sa).toBeLessThanOrEqual(sb);
      }),
    );
  });
});

describe("merging the rows of one export", () => {
  const entry = (overrides: Partial<WatchedEntry>): WatchedEntry => ({ imdbId: null, title: "Heat", year: 1995, watchedOn: null, stars: null, ...overrides });

  it("keeps one entry per film with its latest watched date and its latest rating", () => {
    expect(
      mergeEntries([
        entry({ watchedOn: "2021-03-01", stars: 3 }),
        entry({ watchedOn: "2023-07-15" }),
        entry({ watchedOn: "2019-01-01", stars: 5 }),
        entry({ title: "Alien", year: 1979, watchedOn: "2020-02-02" }),
      ]),
    ).toEqual([entry({ watchedOn: "2023-07-15", stars: 5 }), entry({ title: "Alien", year: 1979, watchedOn: "2020-02-02" })]);
  });

  it("gives at most as many entries as rows, and merging again changes nothing", () => {
    const rows = fc.array(
      fc.record({
        imdbId: fc.constantFrom(null, "tt0113277", "tt0078748"),
        title: fc.constantFrom("Heat", "Alien"),
        year: fc.constantFrom(null, 1979, 1995),
        watchedOn: fc.constantFrom(null, "2020-01-01", "2024-12-31"),
        stars: fc.constantFrom(null, 1 as const, 4 as const),
      }),
    );
    fc.assert(
      fc.property(rows, (entries) => {
        const once = mergeEntries(entries);
        expect(once.length).toBeLessThanOrEqual(entries.length);
        expect(mergeEntries(once)).toEqual(once);
      }),
    );
  });
});
