import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import type { FilmDataSourceShape, OutsideRatings, RatingsSourceShape, TmdbTitleData } from "../../../application/enrichment/film-data-source.ts";
import type { FakeTmdbTitle } from "../../fakes/film-data-source-fake.ts";

const IMAGES = "https://image.tmdb.org/t/p/";
const GODFATHER_WATCH = "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB";

/** The titles every implementation knows, as the site reads them (the stand-in serves them in TMDB's own shapes). */
export const CONTRACT_TITLES: ReadonlyArray<FakeTmdbTitle> = [
  {
    title: "The Godfather",
    year: 1972,
    data: {
      kind: "movie",
      tmdbId: 238,
      imdbId: "tt0068646",
      posterUrl: `${IMAGES}w500/3bhkrj58Vtu7enYsRolD1fZdja1.jpg`,
      backdropUrl: `${IMAGES}w1280/tmU7GeKVybMWFButWEGl2M4GeiP.jpg`,
      overview: "Spanning the years 1945 to 1955, a chronicle of the fictional Italian-American Corleone crime family.",
      runtime: 175,
      genres: ["Drama", "Crime"],
      certificate: "15",
      trailerKey: "UaVTIH8mujA",
      cast: [
        { tmdbId: 3084, name: "Marlon Brando", profileUrl: `${IMAGES}w185/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg` },
        { tmdbId: 1158, name: "Al Pacino", profileUrl: `${IMAGES}w185/2dGBb1fOcNdZjtQToVPFxXjm4ke.jpg` },
        { tmdbId: 3085, name: "James Caan", profileUrl: null },
      ],
      directors: [{ tmdbId: 1776, name: "Francis Ford Coppola", profileUrl: `${IMAGES}w185/3Pblihd6KjXliie9vj4iQJwbNPU.jpg` }],
      similar: [116149, 240],
      offers: [
        { providerName: "Netflix", kind: "flatrate", link: GODFATHER_WATCH },
        { providerName: "Amazon Video", kind: "rent", link: GODFATHER_WATCH },
        { providerName: "Amazon Video", kind: "buy", link: GODFATHER_WATCH },
      ],
    },
  },
  {
    title: "Paddington",
    year: 2014,
    data: {
      kind: "movie",
      tmdbId: 116149,
      imdbId: "tt1109624",
      posterUrl: `${IMAGES}w500/rd2gZwz1e8eQF1ZW9KbO3vLcj5K.jpg`,
      backdropUrl: null,
      overview: "A young Peruvian bear travels to London in search of a home.",
      runtime: 95,
      genres: ["Family"],
      certificate: null,
      trailerKey: null,
      cast: [],
      directors: [],
      similar: [238],
      offers: [],
    },
  },
  {
    title: "Doctor Who",
    year: 2005,
    data: {
      kind: "tv",
      tmdbId: 57243,
      imdbId: "tt0436992",
      posterUrl: `${IMAGES}w500/4edFyasCrkH4MKs6H4mHqlrxA6b.jpg`,
      backdropUrl: `${IMAGES}w1280/vcFW09U4834DyFOeRZpsx9x1D3S.jpg`,
      overview: "The Doctor, a Time Lord, travels through time and space in the TARDIS.",
      runtime: 50,
      genres: ["Sci-Fi & Fantasy", "Drama"],
      certificate: "PG",
      trailerKey: "dwTrailer01",
      cast: [{ tmdbId: 1275, name: "Ncuti Gatwa", profileUrl: `${IMAGES}w185/lGQPz8tQ8PfH1VA0aBDVMf5ooap.jpg` }],
      directors: [{ tmdbId: 95, name: "Russell T Davies", profileUrl: `${IMAGES}w185/jNDyWvEDMmWOGp3Vu2pmY2ObMYJ.jpg` }],
      similar: [],
      offers: [{ providerName: "BBC iPlayer", kind: "free", link: "https://www.themoviedb.org/tv/57243-doctor-who/watch?locale=GB" }],
    },
  },
];

export const CONTRACT_RATINGS: ReadonlyMap<string, OutsideRatings> = new Map([
  ["tt0068646", { rottenTomatoes: 97, metascore: 100, imdbRating: 9.2 }],
  ["tt1109624", { rottenTomatoes: null, metascore: null, imdbRating: 7.3 }],
]);

export interface FilmDataSources {
  readonly tmdb: FilmDataSourceShape;
  readonly omdb: RatingsSourceShape;
}

const titleData = (tmdbId: number): TmdbTitleData | undefined => CONTRACT_TITLES.find((entry) => entry.data.tmdbId === tmdbId)?.data;

/** One suite for TMDB's and OMDb's ports: the in-memory fakes and the HTTP adapters talking to the stand-in pass it alike. */
export const filmDataSourcesContract = (name: string, sources: () => FilmDataSources) => {
  const run = <A>(effect: Effect.Effect<A, unknown>) => Effect.runPromise(effect);

  describe(`the film-data sources contract on ${name}`, () => {
    it("find a film by its IMDb id, and nothing for an id TMDB does not know", async () => {
      expect(await run(sources().tmdb.findByImdbId("tt0068646", "movie"))).toEqual(Option.some({ kind: "movie", tmdbId: 238 }));
      expect(await run(sources().tmdb.findByImdbId("tt7777777", "movie"))).toEqual(Option.none());
    });

    it("find a film by title and year, a series by its name, and nothing for a title TMDB does not know", async () => {
      expect(await run(sources().tmdb.search("movie", "Paddington", 2014))).toEqual(Option.some({ kind: "movie", tmdbId: 116149 }));
      expect(await run(sources().tmdb.search("tv", "Doctor Who", null))).toEqual(Option.some({ kind: "tv", tmdbId: 57243 }));
      expect(await run(sources().tmdb.search("movie", "Brief Encounter", 1945))).toEqual(Option.none());
    });

    it("give a film's poster, backdrop, cast photos, trailer, GB certificate, GB offers and similar titles", async () => {
      expect(await run(sources().tmdb.details({ kind: "movie", tmdbId: 238 }))).toEqual(Option.some(titleData(238)));
    });

    it("give what partial data has and nulls for the rest", async () => {
      expect(await run(sources().tmdb.details({ kind: "movie", tmdbId: 116149 }))).toEqual(Option.some(titleData(116149)));
    });

    it("give a series its GB content rating and creators", async () => {
      expect(await run(sources().tmdb.details({ kind: "tv", tmdbId: 57243 }))).toEqual(Option.some(titleData(57243)));
    });

    it("answer nothing for details TMDB does not have", async () => {
      expect(await run(sources().tmdb.details({ kind: "movie", tmdbId: 999_999 }))).toEqual(Option.none());
    });

    it("give the critics' scores by IMDb id, and nothing for an id OMDb does not know", async () => {
      expect(await run(sources().omdb.ratings("tt0068646"))).toEqual(Option.some(CONTRACT_RATINGS.get("tt0068646")));
      expect(await run(sources().omdb.ratings("tt1109624"))).toEqual(Option.some(CONTRACT_RATINGS.get("tt1109624")));
      expect(await run(sources().omdb.ratings("tt7777777"))).toEqual(Option.none());
    });
  });
};
