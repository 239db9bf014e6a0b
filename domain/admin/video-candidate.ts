import { Schema } from "effect";

/** A video a search offered as a film's trailer. */
export const VideoCandidate = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  channel: Schema.String,
  thumbnail: Schema.NullOr(Schema.String),
  published_at: Schema.NullOr(Schema.String),
});
export type VideoCandidate = typeof VideoCandidate.Type;

export const trailerSearchQuery = (film: { readonly title: string; readonly year: number | null }): string =>
  `${film.title}${film.year === null ? "" : ` ${film.year}`} trailer`;
