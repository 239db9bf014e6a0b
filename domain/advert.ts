import { Schema } from "effect";

export const Advert = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  image_url: Schema.NullOr(Schema.String),
  link_url: Schema.NullOr(Schema.String),
  api: Schema.String.annotate({ description: "Path to POST to when the advert is viewed" }),
});
export type Advert = typeof Advert.Type;

/** The visit's advert as a page shows it: the one chosen, "pending" while one may still come (its place is kept), or none. */
export type AdvertSlot = Advert | "pending" | null;

export const advertApiPath = (id: number): string => `/api/advert/${id}/`;
