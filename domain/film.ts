import { Schema } from "effect";
import { Credit } from "./person.ts";
import { ReportCode } from "./report-code.ts";
import { RottenStatus } from "./rotten-status.ts";
import { Show } from "./show.ts";

export const Streaming = Schema.Struct({
  s: Schema.Int,
  l: Schema.String,
});
export type Streaming = typeof Streaming.Type;

export const SimilarFilm = Schema.Struct({
  imdb: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  poster_url: Schema.NullOr(Schema.String),
});
export type SimilarFilm = typeof SimilarFilm.Type;

export const FilmFields = {
  id: Schema.optionalKey(Schema.Int),
  imdb: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  year_end: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  slug: Schema.String,
  poster_url: Schema.optionalKey(Schema.NullOr(Schema.String)),
  backdrop_url: Schema.optionalKey(Schema.NullOr(Schema.String)),
  certificate: Schema.NullOr(Schema.Int),
  genres: Schema.Array(Schema.Int),
  languages: Schema.Array(Schema.Int),
  length: Schema.NullOr(Schema.Int),
  synopsis: Schema.optionalKey(Schema.NullOr(Schema.String)),
  synopsis_short: Schema.optionalKey(Schema.NullOr(Schema.String)),
  gpt_review: Schema.optionalKey(Schema.NullOr(Schema.String)),
  aka: Schema.optionalKey(Schema.Array(Schema.String)),
  youtube: Schema.optionalKey(Schema.NullOr(Schema.String)),
  audi: Schema.NullOr(Schema.Number),
  crit: Schema.NullOr(Schema.Number),
  rt_slug: Schema.optionalKey(Schema.NullOr(Schema.String)),
  imdb_r: Schema.NullOr(Schema.Number),
  metascore: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  api: Schema.optionalKey(Schema.String),
  rotten: Schema.optionalKey(Schema.Struct({ status: RottenStatus, url: Schema.NullOr(Schema.String) })),
  tmdb: Schema.optionalKey(Schema.NullOr(Schema.Struct({ kind: Schema.String, tmdb_id: Schema.Int }))),
  stars: Schema.optionalKey(Schema.Array(Credit)),
  directors: Schema.optionalKey(Schema.Array(Credit)),
  people: Schema.optionalKey(
    Schema.Array(Schema.String).annotate({
      description: "Listings only, instead of stars and directors: the directors' names, then the top-billed stars'; the title's page carries the credits",
    }),
  ),
  similars: Schema.optionalKey(Schema.Array(SimilarFilm)),
  shows: Schema.optionalKey(Schema.Struct({ future: Schema.Array(Show), past4: Schema.Array(Show) })),
  streamings: Schema.optionalKey(Schema.Array(Streaming)),
  incorrect: Schema.optionalKey(Schema.Array(ReportCode)),
  url: Schema.optionalKey(Schema.String),
  fullData: Schema.optionalKey(Schema.Boolean),
  never_on_tv: Schema.optionalKey(Schema.Boolean),
};

export const Film = Schema.Struct(FilmFields);
export type Film = typeof Film.Type;

export const SERIES_API_MARKER = "/tvseries/";

export const isSeriesFilm = (film: Film): boolean => film.api !== undefined && film.api.includes(SERIES_API_MARKER);
