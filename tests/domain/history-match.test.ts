import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchHistory, type SiteFilm } from "../../domain/history-match.ts";
import type { WatchedEntry } from "../../domain/watch-history.ts";

const SITE: ReadonlyArray<SiteFilm> = [
  { tconst: "tt0041959", title: "The Third Man", year: 1949 },
  { tconst: "tf-railway-children", title: "The Railway Children", year: 1970 },
  { tconst: "tt0066344", title: "Scrooge", year: 1970 },
  { tconst: "tt0044008", title: "Scrooge", year: 1951 },
  { tconst: "tt0095016", title: "Die Hard", year: 1988 },
];

const entry = (overrides: Partial<WatchedEntry>): WatchedEntry => ({ imdbId: null, title: "", year: null, watchedOn: null, stars: null, ...overrides });

const entries = fc.array(
  fc.record({
    imdbId: fc.constantFrom(null, "tt0041959", "tt0095016", "tt9999999"),
    title: fc.constantFrom("The Third Man", "Third Man, The", "RAILWAY CHILDREN", "Scrooge", "Nowhere", "Die Hard"),
    year: fc.constantFrom(null, 1949, 1951, 1970, 1988, 2000),
    watchedOn: fc.constantFrom(null, "2020-01-01", "2024-12-31"),
    stars: fc.constantFrom(null, 1 as const, 5 as const),
  }),
  { maxLength: 30 },
);

describe("matching an export's films to the site's", () => {
  it("finds a film by IMDb id first, else by match key and year, and lists the rest as not found", () => {
    const { films, report } = matchHistory(
      [
        entry({ imdbId: "tt0095016", title: "Die Hard (Director's Cut)", year: 1987, stars: 5 }),
        entry({ title: "Third Man, The", year: 1949, watchedOn: "2023-01-05" }),
        entry({ imdbId: "tt7777777", title: "The Railway Children", year: 1970 }),
        entry({ title: "Scrooge", year: null }),
        entry({ title: "Scrooge", year: 1951, stars: 2 }),
        entry({ title: "Nowhere", year: 2000 }),
      ],
      SITE,
      [],
      1,
    );
    expect(films.map((film) => film.tconst)).toEqual(["tt0095016", "tt0041959", "tf-railway-children", "tt0044008"]);
    expect(report).toEqual({
      imported: 4,
      matchedByTitle: 3,
      notFound: [
        { title: "Nowhere", year: 2000 },
        { title: "Scrooge", year: null },
      ],
      skipped: 1,
    });
  });

  it("reaches a site film through the one catalogue movie of the title and year when the site names it otherwise", () => {
    const catalogue = [{ tconst: "tt0041959", title: "Der dritte Mann", year: 1949, runtime: 104 }];
    expect(matchHistory([entry({ title: "Der Dritte Mann", year: 1949 })], SITE, catalogue, 0).films).toEqual([
      { tconst: "tt0041959", watchedOn: null, stars: null },
    ]);
  });

  it("accounts for every entry once: imported films are site films, title matches are among them, and the order of rows does not change who is found", () => {
    fc.assert(
      fc.property(entries, (rows) => {
        const { films, report } = matchHistory(rows, SITE, [], 0);
        const site = new Set(SITE.map((film) => film.tconst));
        expect(films.every((film) => site.has(film.tconst))).toBe(true);
        expect(new Set(films.map((film) => film.tconst)).size).toBe(report.imported);
        expect(report.matchedByTitle).toBeLessThanOrEqual(report.imported);
        expect(report.notFound.length).toBeLessThanOrEqual(rows.length);
        expect(report.imported).toBeLessThanOrEqual(rows.length - report.notFound.length);
        for (const row of rows) if (row.imdbId !== null && site.has(row.imdbId)) expect(films.map((film) => film.tconst)).toContain(row.imdbId);
        const reversed = matchHistory(rows.toReversed(), SITE, [], 0);
        expect(reversed.report).toEqual(report);
        expect(new Set(reversed.films.map((film) => film.tconst))).toEqual(new Set(films.map((film) => film.tconst)));
      }),
    );
  });
});
