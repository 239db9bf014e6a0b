import { describe, expect, it } from "vitest";
import { genreSlugsOf } from "../../../domain/imports/genre-slugs.ts";

describe("genre slugs of listing categories", () => {
  it("slugs each category once, in order, reading the listings' own names as the site's genres", () => {
    expect(genreSlugsOf(["Film", "Science Fiction", "Sci-Fi", "Thriller", "Children's", " ", "Romantic Comedy"])).toEqual([
      "film",
      "sci-fi",
      "thriller",
      "family",
      "romance",
    ]);
  });

  it("answers nothing for no categories", () => {
    expect(genreSlugsOf([])).toEqual([]);
  });
});
