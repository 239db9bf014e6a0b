import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { genresAfterImdb, isWeakGenre, WEAK_GENRE_SLUGS } from "../../domain/feed-genres.ts";

describe("feed genres against IMDb's", () => {
  it("lets IMDb's genres replace a listing's lone \"Drama\"", () => {
    expect(genresAfterImdb(["drama"], ["crime", "thriller"])).toEqual(["crime", "thriller"]);
  });

  it("lets IMDb's genres replace catch-alls such as Film, Movie and Entertainment, and fill a title without genres", () => {
    expect(genresAfterImdb(["film", "movie", "entertainment"], ["comedy"])).toEqual(["comedy"]);
    expect(genresAfterImdb([], ["horror"])).toEqual(["horror"]);
  });

  it("keeps a listing's specific genres after IMDb's", () => {
    expect(genresAfterImdb(["drama", "western"], ["drama", "romance"])).toEqual(["drama", "romance", "western"]);
    expect(genresAfterImdb(["comedy"], ["action", "comedy", "crime"])).toEqual(["action", "comedy", "crime"]);
  });

  it("changes nothing when IMDb has no genres for the title", () => {
    expect(genresAfterImdb(["drama"], [])).toEqual(["drama"]);
  });

  it("knows Drama as weak and Thriller as specific", () => {
    expect(isWeakGenre("drama")).toBe(true);
    expect(isWeakGenre("thriller")).toBe(false);
  });

  it("keeps every IMDb genre and every specific genre of the listing, drops only catch-alls, and is idempotent", () => {
    const slug = fc.constantFrom(...WEAK_GENRE_SLUGS, "thriller", "comedy", "western", "horror");
    const slugs = fc.uniqueArray(slug, { maxLength: 4 });
    fc.assert(
      fc.property(slugs, fc.uniqueArray(slug, { minLength: 1, maxLength: 4 }), (current, imdb) => {
        const after = genresAfterImdb(current, imdb);
        expect(after.slice(0, imdb.length)).toEqual(imdb);
        for (const genre of current) expect(after.includes(genre) || isWeakGenre(genre)).toBe(true);
        expect(genresAfterImdb(after, imdb)).toEqual(after);
      }),
    );
  });
});
