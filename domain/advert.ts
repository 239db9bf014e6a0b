import { Schema } from "effect";

export const Advert = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  image_url: Schema.NullOr(Schema.String),
  link_url: Schema.NullOr(Schema.String),
  api: Schema.String.annotate({ description: "Path to POST to when the advert is viewed" }),
});
export type Advert = typeof Advert.Type;

export const advertApiPath = (id: number): string => `/api/advert/${id}/`;
