import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readImdbRow, readLetterboxdRow, type RowReading } from "../../domain/history-rows.ts";
import { imdbStars, letterboxdStars } from "../../domain/watch-history.ts";

const isoDates = fc.date({ min: new Date("1990-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const line = fc.integer({ min: 2, max: 20_001 });

const problemLine = (reading: RowReading): number | undefined => ("problem" in reading ? reading.problem.line : undefined);

describe("reading a Letterboxd export's rows", () => {
  it("takes the film's name and year, the diary's Watched Date over the row's Date, and its half stars as stars", () => {
    fc.assert(
      fc.property(line, isoDates, fc.option(isoDates, { nil: "" }), fc.integer({ min: 1, max: 10 }), (at, date, watched, halves) => {
        const rating = halves / 2;
        const reading = readLetterboxdRow({ line: at, cells: { Date: date, Name: " Amélie ", Year: "2001", Rating: String(rating), "Watched Date": watched } });
        expect(reading).toEqual({
          entry: { imdbId: null, title: "Amélie", year: 2001, watchedOn: watched === "" ? date : watched, stars: letterboxdStars(rating) },
        });
      }),
    );
  });

  it("refuses a row with a bad rating, year or date at its line, and a row without a name", () => {
    fc.assert(
      fc.property(line, fc.constantFrom("0", "5.5", "6", "4.25", "four", "-1"), (at, rating) => {
        expect(problemLine(readLetterboxdRow({ line: at, cells: { Name: "Heat", Year: "1995", Rating: rating } }))).toBe(at);
      }),
    );
    expect(readLetterboxdRow({ line: 7, cells: { Name: "Heat", Year: "95" } })).toEqual({ problem: { line: 7, reason: "the year '95' is not a year" } });
    expect(problemLine(readLetterboxdRow({ line: 8, cells: { Name: "Heat", Year: "1995", Date: "2023-02-29" } }))).toBe(8);
    expect(problemLine(readLetterboxdRow({ line: 9, cells: { Name: "  ", Year: "1995" } }))).toBe(9);
  });
});

describe("reading an IMDb ratings export's rows", () => {
  it("takes the film by its IMDb id with its 1-10 rating as stars and Date Rated as the watched date", () => {
    fc.assert(
      fc.property(line, isoDates, fc.integer({ min: 1, max: 10 }), fc.constantFrom("Movie", "TV Movie", "movie", "tvMovie", ""), (at, date, rating, type) => {
        const cells = { Const: "tt0095016", "Your Rating": String(rating), "Date Rated": date, Title: "Die Hard", "Title Type": type, Year: "1988" };
        expect(readImdbRow({ line: at, cells })).toEqual({
          entry: { imdbId: "tt0095016", title: "Die Hard", year: 1988, watchedOn: date, stars: imdbStars(rating) },
        });
      }),
    );
  });

  it("skips series, episodes and other titles that are not films, whatever else the row holds", () => {
    fc.assert(
      fc.property(fc.constantFrom("TV Series", "TV Episode", "TV Mini Series", "Video Game", "Podcast Episode", "tvEpisode"), fc.string(), (type, junk) => {
        expect(readImdbRow({ line: 2, cells: { Const: junk, "Your Rating": junk, Title: "Friends", "Title Type": type } })).toEqual({ skipped: true });
      }),
    );
  });

  it("refuses a film row with a bad id or rating at its line", () => {
    expect(readImdbRow({ line: 4, cells: { Const: "nm0000123", "Your Rating": "8", Title: "Heat" } })).toEqual({
      problem: { line: 4, reason: "Const 'nm0000123' is not an IMDb id like tt0111161" },
    });
    for (const rating of ["0", "11", "7.5", ""])
      expect(problemLine(readImdbRow({ line: 5, cells: { Const: "tt0113277", "Your Rating": rating, Title: "Heat" } }))).toBe(5);
  });
});
