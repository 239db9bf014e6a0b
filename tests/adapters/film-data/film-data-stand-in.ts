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
      { adult: false, gender: 2, id: 3084, known_for_department: "Acting", name: "Marlon Brando", profile_path: "/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg", character: "Don Vito Corleone", credit_id: "52fe422bc3a36847f80093db", order: 0 },
      { adult: false, gender: 2, id: 1158, known_for_department: "Acting", name: "Al Pacino", profile_path: "/2dGBb1fOcNdZjtQToVPFxXjm4ke.jpg", character: "Michael Corleone", credit_id: "52fe422bc3a36847f8009357", order: 1 },
      { adult: false, gender: 2, id: 3085, known_for_department: "Acting", name: "James Caan", profile_path: null, character: "Sonny Corleone", credit_id: "52fe422bc3a36847f800935b", order: 2 },
    ],
    crew: [
      { adult: false, gender: 2, id: 1776, known_for_department: "Directing", name: "Francis Ford Coppola", profile_path: "/3Pblihd6KjXliie9vj4iQJwbNPU.jpg", credit_id: "52fe422bc3a36847f800937f", department: "Directing", job: "Director" },
      { adult: false, gender: 2, id: 3086, known_for_department: "Production", name: "Albert S. Ruddy", profile_path: null, credit_id: "52fe422bc3a36847f8009385", department: "Production", job: "Producer" },
    ],
  },
  videos: {
    results: [
      { iso_639_1: "en", iso_3166_1: "US", name: "Teaser", key: "teaserKey01", site: "YouTube", size: 1080, type: "Teaser", official: true, published_at: "2022-02-01T00:00:00.000Z", id: "v1" },
      { iso_639_1: "en", iso_3166_1: "US", name: "Official Trailer", key: "UaVTIH8mujA", site: "YouTube", size: 1080, type: "Trailer", official: true, published_at: "2022-01-15T00:00:00.000Z", id: "v2" },
      { iso_639_1: "en", iso_3166_1: "US", name: "Fan trailer", key: "fanKey00001", site: "YouTube", size: 720, type: "Trailer", official: false, published_at: "2023-01-15T00:00:00.000Z", id: "v3" },
    ],
  },
  release_dates: {
    results: [
      { iso_3166_1: "US", release_dates: [{ certification: "R", descriptors: [], iso_639_1: "", note: "", release_date: "1972-03-24T00:00:00.000Z", type: 3 }] },
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
      US: { link: "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=US", flatrate: [{ provider_id: 531, provider_name: "Paramount Plus", display_priority: 5 }] },
    },
  },
  similar: { page: 1, results: [{ id: 116149, title: "Paddington", release_date: "2014-11-24" }, { id: 240, title: "The Godfather Part II" }], total_pages: 1, total_results: 2 },
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
  tt1109624: { Title: "Paddington", Year: "2014", Ratings: [{ Source: "Internet Movie Database", Value: "7.3/10" }], Metascore: "N/A", imdbRating: "7.3", imdbID: "tt1109624", Type: "movie", Response: "True" },
};

export interface StandInOptions {
  /** Answer the first details request for this TMDB id with 429 and Retry-After. */
  readonly rateLimitOnce?: number;
  /** TMDB ids whose details always answer 500. */
  readonly broken?: ReadonlyArray<number>;
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
  const rateLimited = new Set<number>();
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (!options.generated) requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith("/omdb")) {
      if (url.searchParams.get("apikey") !== apiKey) return send(response, 401, { Response: "False", Error: "Invalid API key!" });
      return send(response, 200, omdb[url.searchParams.get("i") ?? ""] ?? (options.generated ? omdb["tt0068646"] : { Response: "False", Error: "Incorrect IMDb ID." }));
    }
    if (request.headers.authorization !== `Bearer ${token}`) return send(response, 401, { success: false, status_code: 7, status_message: "Invalid API key: You must be granted a valid key." });
    const path = url.pathname.replace(/^\/3/, "");
    if (path === "/configuration") return send(response, 200, { images: { base_url: "http://image.tmdb.org/t/p/", secure_base_url: IMAGE_BASE, poster_sizes: ["w92", "w154", "w185", "w342", "w500", "w780", "original"], profile_sizes: ["w45", "w185", "h632", "original"], backdrop_sizes: ["w300", "w780", "w1280", "original"] }, change_keys: [] });
    const find = /^\/find\/(tt\d+)$/.exec(path);
    if (find !== null) {
      const movie = options.generated ? [{ id: Number(find[1]?.slice(2)) }] : find[1] === "tt0068646" ? [{ id: 238, title: "The Godfather", media_type: "movie" }] : [];
      return send(response, 200, { movie_results: movie, person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] });
    }
    if (path === "/search/movie") {
      const hit = url.searchParams.get("query") === "Paddington" && url.searchParams.get("year") === "2014";
      return send(response, 200, { page: 1, results: hit ? [{ id: 116149, title: "Paddington", release_date: "2014-11-24" }] : [], total_pages: hit ? 1 : 0, total_results: hit ? 1 : 0 });
    }
    if (path === "/search/tv") return send(response, 200, { page: 1, results: [], total_pages: 0, total_results: 0 });
    const details = /^\/movie\/(\d+)$/.exec(path);
    if (details !== null) {
      const id = Number(details[1]);
      if (options.rateLimitOnce === id && !rateLimited.has(id)) {
        rateLimited.add(id);
        limited++;
        return send(response, 429, RATE_LIMITED, { "retry-after": "1" });
      }
      if (options.broken?.includes(id) === true) return send(response, 500, { status_code: 11, status_message: "Internal error: Something went wrong, contact TMDB." });
      if (options.generated) return send(response, 200, { ...godfather, id, imdb_id: `tt${String(id).padStart(7, "0")}` });
      if (id === 238) return send(response, 200, godfather);
      if (id === 116149) return send(response, 200, paddington);
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
