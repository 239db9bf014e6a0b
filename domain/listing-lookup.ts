import type { Channel } from "./channel.ts";
import type { Film } from "./film.ts";
import type { Certificate, Genre, Language } from "./lookups.ts";
import type { StreamingService } from "./streaming-service.ts";

export interface ListingLookup {
  readonly films: ReadonlyMap<string, Film>;
  readonly channels: ReadonlyMap<number, Channel>;
  readonly genres: ReadonlyMap<number, Genre>;
  readonly languages: ReadonlyMap<number, Language>;
  readonly certificates: ReadonlyMap<number, Certificate>;
  readonly services: ReadonlyMap<number, StreamingService>;
}

export interface ListingData {
  readonly films: Iterable<Film>;
  readonly series?: Iterable<Film> | undefined;
  readonly channels?: Iterable<Channel> | undefined;
  readonly genres?: Iterable<Genre> | undefined;
  readonly languages?: Iterable<Language> | undefined;
  readonly certificates?: Iterable<Certificate> | undefined;
  readonly services?: Iterable<StreamingService> | undefined;
}

const byId = <A extends { readonly id: number }>(items: Iterable<A> | undefined): ReadonlyMap<number, A> => {
  const map = new Map<number, A>();
  if (items !== undefined) for (const item of items) map.set(item.id, item);
  return map;
};

export const makeListingLookup = (data: ListingData): ListingLookup => {
  const films = new Map<string, Film>();
  for (const film of data.films) films.set(film.imdb, film);
  if (data.series !== undefined) for (const series of data.series) films.set(series.imdb, series);
  return {
    films,
    channels: byId(data.channels),
    genres: byId(data.genres),
    languages: byId(data.languages),
    certificates: byId(data.certificates),
    services: byId(data.services),
  };
};
