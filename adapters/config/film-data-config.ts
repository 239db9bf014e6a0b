import { OMDB_API_BASE, type OmdbSettings } from "../omdb/ratings-source-omdb.ts";
import { TMDB_API_BASE, type TmdbSettings } from "../tmdb/film-data-source-tmdb.ts";

type Env = Readonly<Record<string, string | undefined>>;

export interface FilmDataConfig {
  readonly tmdb: TmdbSettings;
  readonly omdb: OmdbSettings;
}

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim());

const rate = (env: Env, name: string, fallback: number): number | string => {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : `${name} must be a positive number of requests per second`;
};

/** The film-data services' settings, or the problems with them (a missing key is named, never made up). */
export const loadFilmDataConfig = (env: Env = process.env): { readonly config: FilmDataConfig } | { readonly problems: ReadonlyArray<string> } => {
  const problems: Array<string> = [];
  const token = nonEmpty(env.TMDB_API_TOKEN);
  const apiKey = nonEmpty(env.OMDB_API_KEY);
  if (token === undefined) problems.push("TMDB_API_TOKEN is not set: give the TMDB API read access token (v4), from https://www.themoviedb.org/settings/api");
  if (apiKey === undefined) problems.push("OMDB_API_KEY is not set: give an OMDb API key, from https://www.omdbapi.com/apikey.aspx");
  const tmdbRate = rate(env, "TMDB_REQUESTS_PER_SECOND", 20);
  const omdbRate = rate(env, "OMDB_REQUESTS_PER_SECOND", 10);
  for (const value of [tmdbRate, omdbRate]) if (typeof value === "string") problems.push(value);
  if (token === undefined || apiKey === undefined || typeof tmdbRate === "string" || typeof omdbRate === "string") return { problems };
  const imageBase = nonEmpty(env.TMDB_IMAGE_BASE);
  return {
    config: {
      tmdb: {
        token,
        apiBase: nonEmpty(env.TMDB_API_BASE) ?? TMDB_API_BASE,
        imageBase: imageBase === undefined ? undefined : imageBase.endsWith("/") ? imageBase : `${imageBase}/`,
        requestsPerSecond: tmdbRate,
      },
      omdb: { apiKey, apiBase: nonEmpty(env.OMDB_API_BASE) ?? OMDB_API_BASE, requestsPerSecond: omdbRate },
    },
  };
};
