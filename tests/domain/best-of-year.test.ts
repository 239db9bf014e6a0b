import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averageRating } from "../../domain/ratings.ts";
import { bestOfYearLinks, bestOfYearNav, bestOfYearTitle, checkBestOfYear, rankBestOfYear } from "../../domain/best-of-year.ts";

describe("best of year", () => {
  it("accepts years from 1920 to last year", () => {
    expect(checkBestOfYear(1920, 2025)).toEqual({ valid: true, year: 1920 });
    expect(checkBestOfYear("2024", 2025)).toEqual({ valid: true, year: 2024 });
  });

  it("rejects other years with the spec's message", () => {
    expect(checkBestOfYear(1919, 2025)).toEqual({ valid: false, error: "Invalid year: 1919. Year must be between 1920 and 2024." });
    expect(checkBestOfYear(2025, 2025)).toEqual({ valid: false, error: "Invalid year: 2025. Year must be between 1920 and 2024." });
    expect(checkBestOfYear("abc", 2025)).toEqual({ valid: false, error: "Invalid year: abc. Year must be between 1920 and 2024." });
  });

  it("titles the page and hides the previous and next buttons at the bounds", () => {
    expect(bestOfYearTitle(2010)).toBe("Top 20 Films of 2010");
    expect(bestOfYearNav(1920, 2025)).toEqual({ previous: null, next: 1921 });
    expect(bestOfYearNav(2024, 2025)).toEqual({ previous: 2023, next: null });
    expect(bestOfYearLinks(2025)).toEqual([2024, 2023]);
  });

  it("ranks at most 20 films by average rating", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            audi: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
            crit: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
            imdb_r: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
          }),
          { maxLength: 40 },
        ),
        (films) => {
          const ranked = rankBestOfYear(films);
          expect(ranked.length).toBe(Math.min(20, films.length));
          const ratings = ranked.map((film) => averageRating(film) ?? -Infinity);
          for (let i = 1; i < ratings.length; i++) expect(ratings[i - 1]).toBeGreaterThanOrEqual(ratings[i] as number);
        },
      ),
    );
  });

  it("accepts a year exactly when it lies between 1920 and last year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2100 }), fc.integer({ min: 1950, max: 2100 }), (year, currentYear) => {
        expect(checkBestOfYear(year, currentYear).valid).toBe(year >= 1920 && year <= currentYear - 1);
      }),
    );
  });
});
