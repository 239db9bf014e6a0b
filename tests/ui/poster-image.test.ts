import { describe, expect, it } from "vitest";
import { posterImage } from "../../ui/features/shows/film-links.ts";

describe("poster images", () => {
  it("offers a TMDB poster in the widths the CDN serves", () => {
    expect(posterImage({ slug: "heat", poster_url: "https://image.tmdb.org/t/p/w500/abc.jpg" })).toEqual({
      src: "https://image.tmdb.org/t/p/w342/abc.jpg",
      srcSet: "https://image.tmdb.org/t/p/w185/abc.jpg 185w, https://image.tmdb.org/t/p/w342/abc.jpg 342w, https://image.tmdb.org/t/p/w500/abc.jpg 500w",
      fallback: "/posters/heat.svg",
    });
  });

  it("falls back to the generated card without a poster, and keeps any other image as it is", () => {
    expect(posterImage({ slug: "heat", poster_url: null })).toEqual({ src: "/posters/heat.svg", fallback: "/posters/heat.svg" });
    expect(posterImage({ slug: "heat", poster_url: "https://example.org/p.jpg" }).src).toBe("https://example.org/p.jpg");
  });
});
