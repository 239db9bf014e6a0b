import { Schema } from "effect";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";

/** The title columns the importers match on, for a select or a returning list. */
export const TITLE_IDENTITY_COLUMNS = ["id", "kind", "imdb", "title", "year", "length", "tmdb_kind", "tmdb_id", "certificate_id"] as const;

/** A title's identity columns as they leave the database. */
export const TitleIdentityRow = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(["film", "series"]),
  imdb: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  length: Schema.NullOr(Schema.Int),
  tmdb_kind: Schema.NullOr(Schema.Literals(["movie", "tv"])),
  tmdb_id: Schema.NullOr(Schema.Int),
  certificate_id: Schema.NullOr(Schema.Int),
});
export type TitleIdentityRow = typeof TitleIdentityRow.Type;

export const titleIdentityOf = (row: TitleIdentityRow): TitleIdentity => ({
  id: row.id,
  kind: row.kind,
  imdb: row.imdb,
  title: row.title,
  year: row.year,
  length: row.length,
  tmdbKind: row.tmdb_kind,
  tmdbId: row.tmdb_id,
  hasCertificate: row.certificate_id !== null,
});
