import { readFileSync } from "node:fs";
import path from "node:path";
import { Schema } from "effect";

const Certificate = Schema.Literals(["U", "PG", "12A", "12", "15", "18"]);
const TitleFacts = {
  title: Schema.String,
  year: Schema.Int,
  imdb: Schema.optional(Schema.String),
  genres: Schema.Array(Schema.String),
  certificate: Certificate,
  directors: Schema.Array(Schema.String),
  stars: Schema.Array(Schema.String),
  languages: Schema.Array(Schema.String),
  country: Schema.optional(Schema.String),
  synopsis: Schema.String,
  synopsis_short: Schema.String,
  audience: Schema.NullOr(Schema.Number),
  critics: Schema.NullOr(Schema.Number),
  imdb_r: Schema.NullOr(Schema.Number),
};

export const DemoFilm = Schema.Struct({
  ...TitleFacts,
  length: Schema.Int,
  aka: Schema.optional(Schema.Array(Schema.String)),
});
export type DemoFilm = typeof DemoFilm.Type;

export const DemoSeries = Schema.Struct({
  ...TitleFacts,
  year_end: Schema.NullOr(Schema.Int),
  episode_length: Schema.Int,
  seasons: Schema.Int,
  episodes_per_season: Schema.Int,
  episode_titles: Schema.optional(Schema.Array(Schema.String)),
  home_channel: Schema.NullOr(Schema.String),
  service: Schema.NullOr(Schema.String),
});
export type DemoSeries = typeof DemoSeries.Type;

export const DemoChannel = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  hd: Schema.Boolean,
  kind: Schema.Literals(["general", "entertainment", "film", "kids"]),
  plus1_of: Schema.NullOr(Schema.String),
  systems: Schema.Array(Schema.Struct({ system: Schema.Int, number: Schema.Int })),
});
export type DemoChannel = typeof DemoChannel.Type;

export const DemoSystem = Schema.Struct({ id: Schema.Int, name: Schema.String, long_name: Schema.String });
export type DemoSystem = typeof DemoSystem.Type;

export const DemoService = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  name_display: Schema.String,
  slug: Schema.String,
  kind: Schema.Literals(["streaming", "ondemand"]),
  available: Schema.Boolean,
  search_url: Schema.String,
});
export type DemoService = typeof DemoService.Type;

export const DemoExtras = Schema.Struct({
  certificates: Schema.Array(Schema.Struct({ id: Schema.Int, name: Certificate, rank: Schema.Int, description: Schema.String })),
  banners: Schema.Array(Schema.Struct({ id: Schema.Int, text: Schema.String })),
  apps: Schema.Array(Schema.Struct({ name: Schema.String, description: Schema.String, url: Schema.String })),
  adverts: Schema.Array(Schema.Struct({ name: Schema.String, text: Schema.String, url: Schema.String })),
  testimonials: Schema.Array(Schema.Struct({ name: Schema.String, town: Schema.String, text: Schema.String })),
  greetings: Schema.Array(Schema.String),
});
export type DemoExtras = typeof DemoExtras.Type;

export interface DemoCatalogue {
  readonly films: ReadonlyArray<DemoFilm>;
  readonly series: ReadonlyArray<DemoSeries>;
  readonly channels: ReadonlyArray<DemoChannel>;
  readonly systems: ReadonlyArray<DemoSystem>;
  readonly services: ReadonlyArray<DemoService>;
  readonly extras: DemoExtras;
}

export const catalogueDir = path.join(import.meta.dirname, "catalogue");

const readJson = <A, I>(file: string, schema: Schema.Codec<A, I>): A => {
  const full = path.join(catalogueDir, file);
  const decoded = Schema.decodeUnknownExit(schema, { errors: "all" })(JSON.parse(readFileSync(full, "utf8")));
  if (decoded._tag === "Failure") throw new Error(`${full}: not a valid demo catalogue file\n${String(decoded.cause)}`);
  return decoded.value;
};

export const loadDemoCatalogue = (): DemoCatalogue => ({
  films: [...readJson("films-classic.json", Schema.Array(DemoFilm)), ...readJson("films-modern.json", Schema.Array(DemoFilm))],
  series: readJson("series.json", Schema.Array(DemoSeries)),
  channels: readJson("channels.json", Schema.Array(DemoChannel)),
  systems: readJson("systems.json", Schema.Array(DemoSystem)),
  services: readJson("services.json", Schema.Array(DemoService)),
  extras: readJson("extras.json", DemoExtras),
});
