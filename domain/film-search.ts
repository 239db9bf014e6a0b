import { Schema } from "effect";
import { Film } from "./film.ts";
import { Credit } from "./person.ts";
import { Series } from "./series.ts";
import { titleMatchKey } from "./title-match.ts";

export const SEARCH_RESULT_LIMIT = 20;
export const IMDB_FALLBACK_LIMIT = 10;
export const SEARCH_KEYWORD_MAX_LENGTH = 200;

/**
 * The fuzzy tier: a title is close to a search key when the trigram similarity of the two reaches SIMILARITY_THRESHOLD,
 * or the key's word similarity within the title (its closest stretch of the title) reaches WORD_SIMILARITY_THRESHOLD
 * (pg_trgm's `%` and `<%` at their default thresholds). A title's closeness is the greater of the two, which is always
 * its word similarity, since the whole title is one of the stretches word similarity weighs.
 */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

export const ImdbFallback = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
});
export type ImdbFallback = typeof ImdbFallback.Type;

export const FilmSearchResult = Schema.Struct({
  keyword: Schema.String,
  result: Schema.Array(Film),
  director: Schema.NullOr(Credit),
  star: Schema.NullOr(Credit),
  tvseries: Schema.Array(Series),
  imdb_fallbacks: Schema.Array(ImdbFallback),
});
export type FilmSearchResult = typeof FilmSearchResult.Type;

export const emptySearchResult = (keyword: string): FilmSearchResult => ({
  keyword,
  result: [],
  director: null,
  star: null,
  tvseries: [],
  imdb_fallbacks: [],
});

/** What a search finds, whatever spelling of the keyword asked for it. */
export type FilmSearchMatches = Omit<FilmSearchResult, "keyword">;

export const NO_SEARCH_MATCHES: FilmSearchMatches = { result: [], director: null, star: null, tvseries: [], imdb_fallbacks: [] };

/**
 * The key a search compares with the stored title match keys: case, accents, punctuation, "&"/"and" and a leading
 * article do not matter, so every spelling with one key gets one answer (and shares one cache entry).
 */
export const searchMatchKey = (keyword: string): string => titleMatchKey(keyword);
