import { Schema } from "effect";
import { FilmFields } from "./film.ts";

export const Series = Schema.Struct({
  ...FilmFields,
  n_episodes: Schema.optionalKey(Schema.NullOr(Schema.Int)),
});
export type Series = typeof Series.Type;
