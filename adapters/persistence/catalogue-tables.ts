import type { Generated } from "kysely";

/** The columns of the catalogue tables that the film-data jobs read and write, for typed Kysely queries. */
export interface TitleTable {
  id: Generated<number>;
  kind: "film" | "series";
  imdb: string;
  slug: string;
  title: string;
  year: number | null;
  length: number | null;
  certificate_id: number | null;
  poster_url: string | null;
  backdrop_url: string | null;
  metascore: number | null;
  tmdb_similar: Generated<Array<number>>;
  enriched_at: Date | null;
  synopsis: string | null;
  synopsis_short: string | null;
  youtube: string | null;
  crit: number | null;
  imdb_r: number | null;
  tmdb_kind: "movie" | "tv" | null;
  tmdb_id: number | null;
  verified: Generated<boolean>;
}

export interface ShowTable {
  id: Generated<number>;
  title_id: number;
  time: Date;
  streaming_service_id: number | null;
  link: string | null;
  availability: string | null;
  source: string;
}

export interface StreamingServiceTable {
  id: Generated<number>;
  name: string;
  name_display: string;
  slug: string;
}

export interface CertificateTable {
  id: Generated<number>;
  name: string;
  rank: number;
}

export interface GenreTable {
  id: Generated<number>;
  slug: string;
}

export interface TitleGenreTable {
  title_id: number;
  genre_id: number;
  ord: number;
}

export interface PersonTable {
  id: Generated<number>;
  name: string;
  slug: string;
  tmdb_id: number | null;
  tmdb_img: string | null;
}

export interface CreditTable {
  title_id: number;
  person_id: number;
  role: "star" | "director";
  ord: number;
}

export interface AdminAuditTable {
  id: Generated<number>;
  at: Date;
  action: string;
  target: string;
  after: Record<string, unknown>;
}

export interface CatalogueTables {
  title: TitleTable;
  certificate: CertificateTable;
  genre: GenreTable;
  title_genre: TitleGenreTable;
  person: PersonTable;
  credit: CreditTable;
  admin_audit: AdminAuditTable;
  show: ShowTable;
  streaming_service: StreamingServiceTable;
}
