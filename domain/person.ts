import { Schema } from "effect";

export const Credit = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  tmdb_img: Schema.NullOr(Schema.String),
});
export type Credit = typeof Credit.Type;
