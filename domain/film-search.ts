import { Schema } from "effect"
import { Film } from "./film.ts"
import { Credit } from "./person.ts"
import { Series } from "./series.ts"

export const SEARCH_RESULT_LIMIT = 20
export const IMDB_FALLBACK_LIMIT = 10
export const SEARCH_KEYWORD_MAX_LENGTH = 200

export const ImdbFallback = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int)
})
export type ImdbFallback = typeof ImdbFallback.Type

export const FilmSearchResult = Schema.Struct({
  keyword: Schema.String,
  result: Schema.Array(Film),
  director: Schema.NullOr(Credit),
  star: Schema.NullOr(Credit),
  tvseries: Schema.Array(Series),
  imdb_fallbacks: Schema.Array(ImdbFallback)
})
export type FilmSearchResult = typeof FilmSearchResult.Type

export const emptySearchResult = (keyword: string): FilmSearchResult => ({
  keyword,
  result: [],
  director: null,
  star: null,
  tvseries: [],
  imdb_fallbacks: []
})
