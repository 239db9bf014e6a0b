import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averageRating, tomatoIcon } from "../../domain/ratings.ts";

const rating = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const imdb = fc.option(
  fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
  { nil: null },
);

describe("average rating", () => {
  it("is the mean of audience, critics and IMDb times ten", () => {
    expect(averageRating({ audi: 80, crit: 90, imdb_r: 7 })).toBe(80);
  });

  it("averages over the ratings present only", () => {
    expect(averageRating({ audi: 80, crit: null, imdb_r: 6 })).toBe(70);
    expect(averageRating({ audi: null, crit: 55, imdb_r: null })).toBe(55);
  });

  it("is missing when no rating is present", () => {
    expect(averageRating({ audi: null, crit: null, imdb_r: null })).toBeNull();
  });

  it("lies between the smallest and the largest of its inputs", () => {
    fc.assert(
      fc.property(rating, rating, imdb, (audi, crit, imdb_r) => {
        const inputs = [audi, crit, imdb_r === null ? null : imdb_r * 10].filter((value): value is number => value !== null);
        const average = averageRating({ audi, crit, imdb_r });
        if (inputs.length === 0) expect(average).toBeNull();
        else {
          expect(average).toBeGreaterThanOrEqual(Math.min(...inputs) - 1e-9);
          expect(average).toBeLessThanOrEqual(Math.max(...inputs) + 1e-9);
        }
      }),
    );
  });
});

describe("Rotten Tomatoes icon", () => {
  it("is fresh at 60 or more and rotten below 60", () => {
    expect(tomatoIcon(60)).toBe("fresh");
    expect(tomatoIcon(100)).toBe("fresh");
    expect(tomatoIcon(59)).toBe("rotten");
    expect(tomatoIcon(null)).toBeNull();
  });

  it("is fresh exactly when the score reaches 60", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        expect(tomatoIcon(score) === "fresh").toBe(score >= 60);
      }),
    );
  });
});
