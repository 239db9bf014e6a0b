import { Schema } from "effect";
import { Film } from "./film.ts";
import { Series } from "./series.ts";

export const CREDIT_ROLES = ["star", "director"] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export const PersonPage = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  tmdb_id: Schema.NullOr(Schema.Int),
  tmdb_img: Schema.NullOr(Schema.String),
  films: Schema.Array(Film),
  tvseries: Schema.Array(Series),
});
export type PersonPage = typeof PersonPage.Type;
