import { Schema } from "effect";

/** A written review of a film waiting for, or having had, an admin's check. */
export const AdminReview = Schema.Struct({
  id: Schema.Int,
  film: Schema.String,
  film_id: Schema.String,
  film_url: Schema.String,
  synopsis: Schema.NullOr(Schema.String),
  review: Schema.String,
  verified: Schema.Boolean,
  created_at: Schema.Number,
});
export type AdminReview = typeof AdminReview.Type;
