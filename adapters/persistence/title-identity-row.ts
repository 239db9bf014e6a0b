import type { Selectable } from "kysely";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";
import type { TitleTable } from "./catalogue-tables.ts";

/** The title columns the importers match on, for a select or a returning list. */
export const TITLE_IDENTITY_COLUMNS = ["id", "kind", "imdb", "title", "year", "length", "tmdb_kind", "tmdb_id", "certificate_id"] as const;

export type TitleIdentityRow = Pick<Selectable<TitleTable>, (typeof TITLE_IDENTITY_COLUMNS)[number]>;

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
