import { onlyCatalogueMatch, titleMatchKey, type CatalogueMovie } from "../domain/title-match.ts";

/** A film of the site made from a schedule, still without its IMDb id. */
export interface UnlinkedFilm {
  readonly id: number;
  readonly title: string;
  readonly year: number | null;
  /** Minutes. */
  readonly length: number | null;
}

export interface CatalogueLink {
  readonly titleId: number;
  readonly tconst: string;
}

/** The match keys to look the films up by in the catalogue. */
export const matchKeysOf = (films: ReadonlyArray<UnlinkedFilm>): ReadonlyArray<string> => [...new Set(films.map((film) => titleMatchKey(film.title)))];

/** Each film that exactly one catalogue movie is, and no two films to one movie. */
export const catalogueLinks = (films: ReadonlyArray<UnlinkedFilm>, movies: ReadonlyArray<CatalogueMovie>): ReadonlyArray<CatalogueLink> => {
  const links = films.flatMap((film) => {
    const movie = onlyCatalogueMatch({ title: film.title, year: film.year, runtime: film.length }, movies);
    return movie === undefined ? [] : [{ titleId: film.id, tconst: movie.tconst }];
  });
  const claims = new Map<string, number>();
  for (const link of links) claims.set(link.tconst, (claims.get(link.tconst) ?? 0) + 1);
  return links.filter((link) => claims.get(link.tconst) === 1);
};
