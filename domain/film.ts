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

/** The path of a film's page, on the site and (under the API's prefix) of its record: one rule for the routes and the links listings carry. */
export const FILM_PATH = "/film/:slug/";
/** The same for a TV series. */
export const SERIES_PATH = "/tvseries/:slug/";

/** The constant parts of a title's path, before and after its slug. */
export const titlePathParts = (path: typeof FILM_PATH | typeof SERIES_PATH): { readonly before: string; readonly after: string } => {
  const at = path.indexOf(":slug");
  return { before: path.slice(0, at), after: path.slice(at + ":slug".length) };
};

/** The path of a film's or series' page on the site (`/film/{slug}/`); under the API's prefix, of its record. */
export const titlePath = (kind: "film" | "series", slug: string): string => {
  const { before, after } = titlePathParts(kind === "film" ? FILM_PATH : SERIES_PATH);
  return `${before}${encodeURIComponent(slug)}${after}`;
};

const seriesPath = titlePathParts(SERIES_PATH);

/**
 * A listing's record is a series when the address it carries is a series' (`/api/tvseries/{slug}/`: under the API's prefix,
 * which the domain does not know). Read in place: the listing asks it of every showing on every filter change.
 */
export const isSeriesFilm = (film: Film): boolean => {
  if (film.api === undefined) return false;
  const slugStart = film.api.lastIndexOf("/", film.api.length - seriesPath.after.length - 1) + 1;
  return slugStart >= seriesPath.before.length && film.api.startsWith(seriesPath.before, slugStart - seriesPath.before.length);
};
