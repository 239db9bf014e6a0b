import { Schema } from "effect";

export const Genre = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  slug: Schema.optionalKey(Schema.String),
});
export type Genre = typeof Genre.Type;

export const Language = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
});
export type Language = typeof Language.Type;

export const Certificate = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  rank: Schema.Int,
  description: Schema.String,
  logo: Schema.NullOr(Schema.String),
});
export type Certificate = typeof Certificate.Type;
