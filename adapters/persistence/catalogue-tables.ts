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
  synopsis: string | null;
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

export interface CatalogueTables {
  title: TitleTable;
  show: ShowTable;
  streaming_service: StreamingServiceTable;
}
