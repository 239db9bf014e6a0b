import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recommendFilms, type CandidateFilm, type TasteFilm } from "../../domain/recommendations.ts";

const taste = (overrides: Partial<TasteFilm>): TasteFilm => ({ tconst: "t0", year: 1990, genres: [], directors: [], stars: [], rating: null, ...overrides });
const candidate = (overrides: Partial<CandidateFilm>): CandidateFilm => ({
  tconst: "c0",
  title: "Film",
  year: 2000,
  slug: "film",
  posterUrl: null,
  time: 0,
  genres: [],
  directors: [],
  stars: [],
  ...overrides,
});

describe("recommendations", () => {
  it("ranks a film by a loved director above one that only shares a genre, and says why", () => {
    const films = recommendFilms(
      [taste({ tconst: "w1", directors: ["Ada Lane"], genres: ["Drama"], rating: 5 })],
      [candidate({ tconst: "genre", genres: ["Drama"], time: 1 }), candidate({ tconst: "director", directors: ["Ada Lane"], time: 2 })],
      new Set(),
    );
    expect(films.map((film) => [film.tconst, film.reason])).toEqual([
      ["director", "Directed by Ada Lane, like 1 film you watched"],
      ["genre", "A Drama film, a genre you enjoy"],
    ]);
  });

  it("does not recommend from what the user rated poorly", () => {
    const films = recommendFilms([taste({ directors: ["Bad Director"], rating: 1 })], [candidate({ directors: ["Bad Director"] })], new Set());
    expect(films).toEqual([]);
  });

  it("labels decades as the charts do", () => {
    const films = recommendFilms([taste({ year: 1955 })], [candidate({ year: 1962 })], new Set());
    expect(films[0]?.reason).toBe("From the pre-1970s, a decade you enjoy");
  });

  it("never offers an excluded film, a film twice, or one without a reason", () => {
    const name = fc.constantFrom("a", "b", "c", "d");
    const features = { genres: fc.array(name, { maxLength: 2 }), directors: fc.array(name, { maxLength: 2 }), stars: fc.array(name, { maxLength: 2 }) };
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            tconst: fc.constantFrom("x1", "x2", "x3"),
            year: fc.option(fc.integer({ min: 1930, max: 2020 }), { nil: null }),
            rating: fc.constantFrom(null, 1, 2, 3, 4, 5),
            ...features,
          }),
          { maxLength: 6 },
        ),
        fc.array(
          fc.record({ tconst: fc.constantFrom("x1", "x2", "x3", "x4", "x5"), year: fc.integer({ min: 1930, max: 2020 }), time: fc.nat(), ...features }),
          { maxLength: 8 },
        ),
        fc.subarray(["x1", "x2", "x3", "x4", "x5"]),
        (watched, shown, excludedList) => {
          const excluded = new Set(excludedList);
          const films = recommendFilms(
            watched,
            shown.map((film) => candidate(film)),
            excluded,
          );
          expect(films.every((film) => !excluded.has(film.tconst) && film.reason !== "")).toBe(true);
          expect(new Set(films.map((film) => film.tconst)).size).toBe(films.length);
        },
      ),
    );
  });
});
