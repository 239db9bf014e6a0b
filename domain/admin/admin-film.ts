import { Schema } from "effect";
import { ReportCode } from "../report-code.ts";
import { RottenStatus } from "../rotten-status.ts";
import type { AuditFields } from "./audit-entry.ts";

/** A streaming or on-demand availability and the film it is matched to; `id` names it in "update streaming". */
export const AdminStreaming = Schema.Struct({
  id: Schema.Int,
  s: Schema.Int,
  l: Schema.String,
  imdb: Schema.String,
});
export type AdminStreaming = typeof AdminStreaming.Type;

/** A film or series as the admin dashboard edits it: the curated fields and where each source's text came from. */
export const AdminFilm = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(["film", "series"]),
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  url: Schema.String,
  poster_url: Schema.NullOr(Schema.String),
  synopsis: Schema.NullOr(Schema.String),
  verified: Schema.Boolean,
  incorrect: Schema.Array(ReportCode),
  imdb: Schema.Struct({ tconst: Schema.String, synopsis: Schema.NullOr(Schema.String) }),
  tvguide: Schema.Struct({ synopsis: Schema.NullOr(Schema.String), stars: Schema.Array(Schema.String) }),
  rotten: Schema.Struct({ url: Schema.NullOr(Schema.String), synopsis_full: Schema.NullOr(Schema.String), status: RottenStatus }),
  rt_slug: Schema.NullOr(Schema.String),
  tmdb: Schema.NullOr(Schema.Struct({ kind: Schema.String, tmdb_id: Schema.Int })),
  youtube: Schema.NullOr(Schema.String),
  streamings: Schema.Array(AdminStreaming),
  n_daily: Schema.Int,
  n_weekly: Schema.Int,
  full_data: Schema.Boolean,
  created_at: Schema.Number,
});
export type AdminFilm = typeof AdminFilm.Type;

/** The fields an admin change can touch, as the audit log records them. */
export const auditedFields = (film: AdminFilm): AuditFields => ({
  title: film.title,
  imdb: film.imdb.tconst,
  verified: film.verified,
  incorrect: film.incorrect,
  youtube: film.youtube,
  rotten_url: film.rotten.url,
  rotten_status: film.rotten.status,
  rt_slug: film.rt_slug,
  tmdb_id: film.tmdb?.tmdb_id ?? null,
  full_data: film.full_data,
});
