import { describe, expect, it } from "vitest";
import { FILM_PATH, isSeriesFilm, SERIES_PATH, titlePath, titlePathParts } from "../../domain/film.ts";
import { titlePageUrl } from "../../domain/title-page.ts";
import { API_PREFIX } from "../../adapters/http/contract/api.ts";
import { fillPath } from "../../adapters/http/contract/path-params.ts";
import { film } from "./listing-fixtures.ts";

describe("a title's path", () => {
  it("splits into the constant parts around the slug", () => {
    expect(titlePathParts(FILM_PATH)).toEqual({ before: "/film/", after: "/" });
    expect(titlePathParts(SERIES_PATH)).toEqual({ before: "/tvseries/", after: "/" });
  });

  it("gives a film's and a series' page path, and its address on a site, with the slug encoded", () => {
    expect(titlePath("film", "amelie")).toBe(fillPath(FILM_PATH, () => "amelie"));
    expect(titlePath("series", "line-of-duty")).toBe("/tvseries/line-of-duty/");
    expect(titlePath("film", "50/50")).toBe("/film/50%2F50/");
    expect(titlePageUrl("https://tellyfilms.example", { kind: "series", slug: "line-of-duty" })).toBe("https://tellyfilms.example/tvseries/line-of-duty/");
  });

  it("tells a series from a film by the API address a listing gives it", () => {
    const api = (path: string, slug: string) => API_PREFIX + fillPath(path, () => slug);
    expect(isSeriesFilm(film({ imdb: "tt1", slug: "line-of-duty", api: api(SERIES_PATH, "line-of-duty") }))).toBe(true);
    expect(isSeriesFilm(film({ imdb: "tt2", slug: "tvseries", api: api(FILM_PATH, "tvseries") }))).toBe(false);
    expect(isSeriesFilm(film({ imdb: "tt3" }))).toBe(false);
  });
});
