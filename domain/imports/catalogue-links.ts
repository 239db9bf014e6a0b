import { Schema } from "effect";
import { onlyCatalogueMatch, onlyCatalogueSeries, titleMatchKey, type CatalogueMovie, type CatalogueSeries } from "../title-match.ts";

/** A film of the site made from a schedule, still without its IMDb id. */
export const UnlinkedFilm = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  /** Minutes. */
  length: Schema.NullOr(Schema.Int),
});
export interface UnlinkedFilm extends Schema.Schema.Type<typeof UnlinkedFilm> {}

export interface CatalogueLink {
  readonly titleId: number;
  readonly tconst: string;
}

/** The match keys to look the films up by in the catalogue. */
export const matchKeysOf = (films: ReadonlyArray<UnlinkedFilm>): ReadonlyArray<string> => [...new Set(films.map((film) => titleMatchKey(film.title)))];

/** The outcome of linking schedule-made series: how many took their IMDb id, how many merged into the series that had it. */
export interface SeriesLinking {
  readonly linked: number;
  readonly merged: number;
}

const uniqueClaims = (links: ReadonlyArray<CatalogueLink>): ReadonlyArray<CatalogueLink> => {
  const claims = new Map<string, number>();
  for (const link of links) claims.set(link.tconst, (claims.get(link.tconst) ?? 0) + 1);
  return links.filter((link) => claims.get(link.tconst) === 1);
};

/** Each film that exactly one catalogue movie is, and no two films to one movie. */
export const catalogueLinks = (films: ReadonlyArray<UnlinkedFilm>, movies: ReadonlyArray<CatalogueMovie>): ReadonlyArray<CatalogueLink> =>
  uniqueClaims(
    films.flatMap((film) => {
      const movie = onlyCatalogueMatch({ title: film.title, year: film.year, runtime: film.length }, movies);
      return movie === undefined ? [] : [{ titleId: film.id, tconst: movie.tconst }];
    }),
  );

/** Each series made from a schedule that exactly one catalogue series is, and no two series to one catalogue series. */
export const catalogueSeriesLinks = (series: ReadonlyArray<UnlinkedFilm>, catalogue: ReadonlyArray<CatalogueSeries>): ReadonlyArray<CatalogueLink> =>
  uniqueClaims(
    series.flatMap((one) => {
      const entry = onlyCatalogueSeries(one, catalogue);
      return entry === undefined ? [] : [{ titleId: one.id, tconst: entry.tconst }];
    }),
  );
