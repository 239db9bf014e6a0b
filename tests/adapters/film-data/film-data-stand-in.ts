import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Response bodies in the shapes of TMDB API v3 and OMDb, for a few films. */
export const IMAGE_BASE = "https://image.tmdb.org/t/p/";

const NOT_FOUND = { success: false, status_code: 34, status_message: "The resource you requested could not be found." };
const RATE_LIMITED = { status_code: 25, status_message: "Your request count (41) is over the allowed limit of (40)." };

const godfather = {
  adult: false,
  backdrop_path: "/tmU7GeKVybMWFButWEGl2M4GeiP.jpg",
  genres: [
    { id: 18, name: "Drama" },
    { id: 80, name: "Crime" },
  ],
  id: 238,
  imdb_id: "tt0068646",
  original_title: "The Godfather",
  overview: "Spanning the years 1945 to 1955, a chronicle of the fictional Italian-American Corleone crime family.",
  poster_path: "/3bhkrj58Vtu7enYsRolD1fZdja1.jpg",
  release_date: "1972-03-14",
  runtime: 175,
  title: "The Godfather",
  credits: {
    cast: [
      {
        adult: false,
        gender: 2,
        id: 3084,
        known_for_department: "Acting",
        name: "Marlon Brando",
        profile_path: "/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg",
        character: "Don Vito Corleone",
        credit_id: "52fe422bc3a36847f80093db",
        order: 0,
      },
      {
        adult: false,
        gender: 2,
        id: 1158,
        known_for_department: "Acting",
        name: "Al Pacino",
        profile_path: "/2dGBb1fOcNdZjtQToVPFxXjm4ke.jpg",
        character: "Michael Corleone",
        credit_id: "52fe422bc3a36847f8009357",
        order: 1,
      },
      {
        adult: false,
        gender: 2,
        id: 3085,
        known_for_department: "Acting",
        name: "James Caan",
        profile_path: null,
        character: "Sonny Corleone",
        credit_id: "52fe422bc3a36847f800935b",
        order: 2,
      },
    ],
    crew: [
      {
        adult: false,
        gender: 2,
        id: 1776,
        known_for_department: "Directing",
        name: "Francis Ford Coppola",
        profile_path: "/3Pblihd6KjXliie9vj4iQJwbNPU.jpg",
        credit_id: "52fe422bc3a36847f800937f",
        department: "Directing",
        job: "Director",
      },
      {
        adult: false,
        gender: 2,
        id: 3086,
        known_for_department: "Production",
        name: "Albert S. Ruddy",
        profile_path: null,
        credit_id: "52fe422bc3a36847f8009385",
        department: "Production",
        job: "Producer",
      },
    ],
  },
  videos: {
    results: [
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Teaser",
        key: "teaserKey01",
        site: "YouTube",
        size: 1080,
        type: "Teaser",
        official: true,
        published_at: "2022-02-01T00:00:00.000Z",
        id: "v1",
      },
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Official Trailer",
        key: "UaVTIH8mujA",
        site: "YouTube",
        size: 1080,
        type: "Trailer",
        official: true,
        published_at: "2022-01-15T00:00:00.000Z",
        id: "v2",
      },
      {
        iso_639_1: "en",
        iso_3166_1: "US",
        name: "Fan trailer",
        key: "fanKey00001",
        site: "YouTube",
        size: 720,
        type: "Trailer",
        official: false,
        published_at: "2023-01-15T00:00:00.000Z",
        id: "v3",
      },
    ],
  },
  release_dates: {
    results: [
      {
        iso_3166_1: "US",
        release_dates: [{ certification: "R", descriptors: [], iso_639_1: "", note: "", release_date: "1972-03-24T00:00:00.000Z", type: 3 }],
      },
      {
        iso_3166_1: "GB",
        release_dates: [
          { certification: "", descriptors: [], iso_639_1: "", note: "", release_date: "1972-08-24T00:00:00.000Z", type: 1 },
          { certification: "15", descriptors: [], iso_639_1: "", note: "", release_date: "1972-08-24T00:00:00.000Z", type: 3 },
        ],
      },
    ],
  },
  "watch/providers": {
    results: {
      GB: {
        link: "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB",
        flatrate: [{ logo_path: "/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg", provider_id: 8, provider_name: "Netflix", display_priority: 3 }],
        rent: [{ logo_path: "/5NyLm42TmCqCMOZFvH4fcoSNKEW.jpg", provider_id: 10, provider_name: "Amazon Video", display_priority: 10 }],
        buy: [{ logo_path: "/5NyLm42TmCqCMOZFvH4fcoSNKEW.jpg", provider_id: 10, provider_name: "Amazon Video", display_priority: 10 }],
      },
      US: {
        link: "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=US",
        flatrate: [{ provider_id: 531, provider_name: "Paramount Plus", display_priority: 5 }],
      },
    },
  },
  similar: {
    page: 1,
    results: [
      { id: 116149, title: "Paddington", release_date: "2014-11-24" },
      { id: 240, title: "The Godfather Part II" },
    ],
    total_pages: 1,
    total_results: 2,
  },
  external_ids: { imdb_id: "tt0068646", facebook_id: null, instagram_id: null, twitter_id: null, wikidata_id: "Q47703" },
};

// partial data: no credits, no videos, no GB release, no providers
const paddington = {
  id: 116149,
  imdb_id: "tt1109624",
  title: "Paddington",
  overview: "A young Peruvian bear travels to London in search of a home.",
  poster_path: "/rd2gZwz1e8eQF1ZW9KbO3vLcj5K.jpg",
  backdrop_path: null,
  runtime: 95,
  genres: [{ id: 10751, name: "Family" }],
  credits: { cast: [], crew: [] },
  videos: { results: [] },
  release_dates: { results: [] },
  "watch/providers": { results: {} },
  similar: { page: 1, results: [{ id: 238 }], total_pages: 1, total_results: 1 },
  external_ids: { imdb_id: "tt1109624" },
};

// found by title and year; a GB certificate the schedule did not carry, no trailer, no offers
const whiskyGalore = {
  id: 33839,
  imdb_id: "tt0041650",
  title: "Whisky Galore!",
  overview: "Scottish islanders try to plunder cases of whisky from a stranded ship.",
  poster_path: "/kd3IxrJhtvjZx4JNLNw0E8aZ9tB.jpg",
  backdrop_path: "/2Bk1ZJxF5dN5O1aG0hY9vRkUuqU.jpg",
  runtime: 82,
  genres: [{ id: 35, name: "Comedy" }],
  credits: { cast: [], crew: [] },
  videos: { results: [] },
  release_dates: {
    results: [
      {
        iso_3166_1: "GB",
        release_dates: [{ certification: "U", descriptors: [], iso_639_1: "", note: "", release_date: "1949-06-16T00:00:00.000Z", type: 3 }],
      },
    ],
  },
  "watch/providers": { results: {} },
  similar: { page: 1, results: [], total_pages: 0, total_results: 0 },
  external_ids: { imdb_id: "tt0041650" },
};

// a series: content ratings instead of release dates, creators instead of a director, networks and seasons
const doctorWho = {
  id: 57243,
  name: "Doctor Who",
  original_name: "Doctor Who",
  first_air_date: "2005-03-26",
  overview: "The Doctor, a Time Lord, travels through time and space in the TARDIS.",
  poster_path: "/4edFyasCrkH4MKs6H4mHqlrxA6b.jpg",
  backdrop_path: "/vcFW09U4834DyFOeRZpsx9x1D3S.jpg",
  episode_run_time: [50],
  genres: [
    { id: 10765, name: "Sci-Fi & Fantasy" },
    { id: 18, name: "Drama" },
  ],
  created_by: [{ id: 95, credit_id: "525718d1760ee3776e0c7fb0", name: "Russell T Davies", gender: 2, profile_path: "/jNDyWvEDMmWOGp3Vu2pmY2ObMYJ.jpg" }],
  networks: [{ id: 4, logo_path: "/mVn7xESaTNmjBUyUtGNvDQd3CT1.png", name: "BBC One", origin_country: "GB" }],
  number_of_seasons: 13,
  seasons: [{ air_date: "2005-03-26", episode_count: 13, id: 3614, name: "Series 1", season_number: 1 }],
  credits: {
    cast: [
      {
        adult: false,
        gender: 2,
        id: 1275,
        name: "Ncuti Gatwa",
        profile_path: "/lGQPz8tQ8PfH1VA0aBDVMf5ooap.jpg",
        character: "The Doctor",
        credit_id: "x1",
        order: 0,
      },
    ],
    crew: [],
  },
  videos: {
    results: [
      {
        iso_639_1: "en",
        iso_3166_1: "GB",
        name: "Official Trailer",
        key: "dwTrailer01",
        site: "YouTube",
        size: 1080,
        type: "Trailer",
        official: true,
        published_at: "2024-04-01T00:00:00.000Z",
        id: "d1",
      },
    ],
  },
  content_ratings: {
    results: [
      { descriptors: [], iso_3166_1: "US", rating: "TV-PG" },
      { descriptors: [], iso_3166_1: "GB", rating: "PG" },
    ],
  },
  "watch/providers": {
    results: {
      GB: {
        link: "https://www.themoviedb.org/tv/57243-doctor-who/watch?locale=GB",
        free: [{ provider_id: 38, provider_name: "BBC iPlayer", display_priority: 1 }],
      },
    },
  },
  similar: { page: 1, results: [], total_pages: 0, total_results: 0 },
  external_ids: { imdb_id: "tt0436992", tvdb_id: 78804 },
};

const omdb: Record<string, unknown> = {
  tt0068646: {
    Title: "The Godfather",
    Year: "1972",
    Rated: "R",
    Ratings: [
      { Source: "Internet Movie Database", Value: "9.2/10" },
      { Source: "Rotten Tomatoes", Value: "97%" },
      { Source: "Metacritic", Value: "100/100" },
    ],
    Metascore: "100",
    imdbRating: "9.2",
    imdbVotes: "2,100,000",
    imdbID: "tt0068646",
    Type: "movie",
    Response: "True",
  },
  tt1109624: {
    Title: "Paddington",
    Year: "2014",
    Ratings: [{ Source: "Internet Movie Database", Value: "7.3/10" }],
    Metascore: "N/A",
    imdbRating: "7.3",
    imdbID: "tt1109624",
    Type: "movie",
    Response: "True",
  },
};

export interface StandInOptions {
  /** Answer the first details request for this TMDB id with 429 and Retry-After. */
  readonly rateLimitOnce?: number;
  /** TMDB ids whose details always answer 500. */
  readonly broken?: ReadonlyArray<number>;
  /** TMDB ids whose details answer 200 with a body not in the documented shape. */
  readonly malformed?: ReadonlyArray<number>;
  /** Answer every request after this many milliseconds. */
  readonly delayMs?: number;
  /** Bench: any /find and /movie/{id} answers with a generated film. */
  readonly generated?: boolean;
}

export interface FilmDataStandIn {
  readonly tmdbBase: string;
  readonly omdbBase: string;
  readonly requests: Array<string>;
  readonly served429: () => number;
  /** Requests answered so far, per service (counted in generated mode too). */
  readonly served: () => { readonly tmdb: number; readonly omdb: number };
  /** From now on, answer this film's GB watch providers with `gb` (TMDB's shape: link, flatrate, rent, buy...). */
  readonly setGbProviders: (tmdbId: number, gb: Record<string, unknown>) => void;
  readonly close: () => Promise<void>;
}

const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
};

/** A loopback HTTP server answering like TMDB (under /3) and OMDb (under /omdb/); it checks the key and the token. */
export const startFilmDataStandIn = async (token: string, apiKey: string, options: StandInOptions = {}): Promise<FilmDataStandIn> => {
  const requests: Array<string> = [];
  let limited = 0;
  const served = { tmdb: 0, omdb: 0 };
  const rateLimited = new Set<number>();
  const gbProviders = new Map<number, Record<string, unknown>>();
  const withProviders = (id: number, details: typeof godfather) => {
    const gb = gbProviders.get(id);
    return gb === undefined ? details : { ...details, "watch/providers": { results: { GB: gb } } };
  };
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (!options.generated) requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith("/omdb")) served.omdb++;
    else served.tmdb++;
    if (url.pathname.startsWith("/omdb")) {
      if (url.searchParams.get("apikey") !== apiKey) return send(response, 401, { Response: "False", Error: "Invalid API key!" });
      return send(
        response,
        200,
        omdb[url.searchParams.get("i") ?? ""] ?? (options.generated ? omdb["tt0068646"] : { Response: "False", Error: "Incorrect IMDb ID." }),
      );
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(response, 401, { success: false, status_code: 7, status_message: "Invalid API key: You must be granted a valid key." });
    const path = url.pathname.replace(/^\/3/, "");
    if (path === "/configuration")
      return send(response, 200, {
        images: {
          base_url: "http://image.tmdb.org/t/p/",
          secure_base_url: IMAGE_BASE,
          poster_sizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
          profile_sizes: ["w45", "w185", "h632", "original"],
          backdrop_sizes: ["w300", "w780", "w1280", "original"],
        },
        change_keys: [],
      });
    const find = /^\/find\/(tt\d+)$/.exec(path);
    if (find !== null) {
      const movie = options.generated
        ? [{ id: Number(find[1]?.slice(2)) }]
        : find[1] === "tt0068646"
          ? [{ id: 238, title: "The Godfather", media_type: "movie" }]
          : [];
      return send(response, 200, { movie_results: movie, person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] });
    }
    if (path === "/search/movie") {
      const query = `${url.searchParams.get("query")} (${url.searchParams.get("year")})`;
      const results =
        query === "Paddington (2014)"
          ? [{ id: 116149, title: "Paddington", release_date: "2014-11-24" }]
          : query === "Whisky Galore! (1949)"
            ? [{ id: 33839, title: "Whisky Galore!", release_date: "1949-06-16" }]
            : [];
      return send(response, 200, { page: 1, results, total_pages: results.length > 0 ? 1 : 0, total_results: results.length });
    }
    if (path === "/search/tv") {
      const hit = url.searchParams.get("query") === "Doctor Who";
      return send(response, 200, {
        page: 1,
        results: hit ? [{ id: 57243, name: "Doctor Who", first_air_date: "2005-03-26" }] : [],
        total_pages: hit ? 1 : 0,
        total_results: hit ? 1 : 0,
      });
    }
    if (path === "/tv/57243") return send(response, 200, doctorWho);
    const details = /^\/movie\/(\d+)$/.exec(path);
    if (details !== null) {
      const id = Number(details[1]);
      if (options.rateLimitOnce === id && !rateLimited.has(id)) {
        rateLimited.add(id);
        limited++;
        return send(response, 429, RATE_LIMITED, { "retry-after": "1" });
      }
      if (options.malformed?.includes(id) === true) return send(response, 200, { id, poster_path: 42, credits: "none" });
      if (options.broken?.includes(id) === true)
        return send(response, 500, { status_code: 11, status_message: "Internal error: Something went wrong, contact TMDB." });
      if (options.generated) return send(response, 200, { ...godfather, id, imdb_id: `tt${String(id).padStart(7, "0")}` });
      if (id === 238) return send(response, 200, withProviders(id, godfather));
      if (id === 116149) return send(response, 200, paddington);
      if (id === 33839) return send(response, 200, whiskyGalore);
    }
    return send(response, 404, NOT_FOUND);
  };
  const server = createServer((request, response) => {
    if (options.delayMs === undefined) answer(request, response);
    else setTimeout(() => answer(request, response), options.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tmdbBase: `http://127.0.0.1:${port}/3`,
    omdbBase: `http://127.0.0.1:${port}/omdb/`,
    requests,
    served429: () => limited,
    served: () => ({ ...served }),
    setGbProviders: (tmdbId, gb) => gbProviders.set(tmdbId, gb),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
