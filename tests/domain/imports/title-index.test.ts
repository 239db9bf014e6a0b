import { describe, expect, it } from "vitest";
import type { TitleIdentity } from "../../../domain/imports/title-index.ts";
import { makeTitleIndex } from "../../../domain/imports/title-index.ts";

const title = (id: number, kind: "film" | "series", imdb: string, name: string, year: number | null, tmdb?: number): TitleIdentity => ({
  id,
  kind,
  imdb,
  title: name,
  year,
  length: name === "Heat" ? 170 : null,
  tmdbKind: tmdb === undefined ? null : kind === "film" ? "movie" : "tv",
  tmdbId: tmdb ?? null,
  hasCertificate: false,
});

const catalogue = [
  title(1, "film", "tt0068646", "The Godfather", 1972),
  title(2, "film", "tt0085859", "Local Hero", 1983, 11235),
  title(3, "film", "tf-brief-encounter-1945", "Brief Encounter", 1945),
  title(4, "film", "tt0116592", "Heat", 1995),
  title(5, "film", "tt2404435", "Heat", 2013),
  title(6, "series", "tt0436992", "Doctor Who", 2005),
  title(7, "series", "tt0056751", "Doctor Who", 1963),
];

describe("matching listings to titles", () => {
  const index = makeTitleIndex(catalogue);

  it("prefers the IMDb id, then the TMDB id, over the title", () => {
    expect(index.matchFilm({ title: "Something Else", imdbId: "tt0068646" })?.id).toBe(1);
    expect(index.matchFilm({ title: "Something Else", tmdbId: 11235, tmdbKind: "movie" })?.id).toBe(2);
    expect(index.matchFilm({ title: "Local Hero", tmdbId: 11235 })?.id).toBe(2);
  });

  it("falls back to the normalised title and year", () => {
    expect(index.matchFilm({ title: "Godfather, The", year: 1972 })?.id).toBe(1);
    expect(index.matchFilm({ title: "HEAT", year: 2013 })?.id).toBe(5);
    expect(index.matchFilm({ title: "Heat", year: 2001 })).toBeUndefined();
  });

  it("takes the one film a year apart only when the runtimes agree", () => {
    expect(index.matchFilm({ title: "Heat", year: 1996, runtime: 165 })?.id).toBe(4);
    expect(index.matchFilm({ title: "Heat", year: 1996 })).toBeUndefined();
    expect(index.matchFilm({ title: "The Godfather", year: 1973, runtime: 175 })).toBeUndefined();
  });

  it("matches a listing without a year only when one film has that title", () => {
    expect(index.matchFilm({ title: "The Godfather" })?.id).toBe(1);
    expect(index.matchFilm({ title: "Heat" })).toBeUndefined();
  });

  it("gives a film first listed without its year to a later listing with one, when it is the only film of that title", () => {
    const growing = makeTitleIndex([]);
    growing.add(title(-1, "film", "pending:-1", "Fast & Furious", null, 13804));
    expect(growing.matchFilm({ title: "Fast and Furious", year: 2009 })?.id).toBe(-1);
    expect(growing.matchFilm({ title: "Fast & Furious", year: 2009, tmdbId: 9999 })).toBeUndefined();
    const withYears = makeTitleIndex([title(8, "film", "tf-x", "Crash", null), title(9, "film", "tt0115964", "Crash", 1996)]);
    expect(withYears.matchFilm({ title: "Crash", year: 2004 })).toBeUndefined();
  });

  it("does not take a film with another IMDb id for the same title and year", () => {
    expect(index.matchFilm({ title: "The Godfather", year: 1972, imdbId: "tt9999999" })).toBeUndefined();
    expect(index.matchFilm({ title: "Brief Encounter", year: 1945, imdbId: "tt0037558" })?.id).toBe(3);
  });

  it("attaches episodes to the most recent series of that title", () => {
    expect(index.matchSeries({ title: "Doctor Who", year: 2026 })?.id).toBe(6);
    expect(index.matchSeries({ title: "Doctor Who", imdbId: "tt0056751" })?.id).toBe(7);
    expect(index.matchSeries({ title: "EastEnders" })).toBeUndefined();
    expect(index.matchFilm({ title: "Doctor Who" })).toBeUndefined();
  });

  it("finds a title once it is added, and under its new id once replaced", () => {
    const growing = makeTitleIndex([]);
    growing.add(title(-1, "film", "pending:-1", "Paddington", 2014));
    expect(growing.matchFilm({ title: "Paddington", year: 2014 })?.id).toBe(-1);
    growing.replace(-1, title(40, "film", "tf-paddington-2014", "Paddington", 2014));
    expect(growing.matchFilm({ title: "Paddington", year: 2014 })?.id).toBe(40);
    expect(growing.matchFilm({ title: "Paddington" })?.id).toBe(40);
  });
});
