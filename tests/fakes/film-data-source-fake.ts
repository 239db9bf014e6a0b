import { Effect, Option } from "effect";
import type { FilmDataSourceShape, OutsideRatings, RatingsSourceShape, TmdbMatch, TmdbTitleData } from "../../application/enrichment/film-data-source.ts";

/** What the fake TMDB knows: titles with their IMDb id, title and year (a series' first air year). */
export interface FakeTmdbTitle {
  readonly title: string;
  readonly year: number | null;
  readonly data: TmdbTitleData;
}

/** An in-memory TMDB: /find by IMDb id (the asked kind first, then the other), search by exact title and year, details by id. */
export const makeFilmDataSourceFake = (titles: ReadonlyArray<FakeTmdbTitle>): FilmDataSourceShape => {
  const matchOf = (entry: FakeTmdbTitle): TmdbMatch => ({ kind: entry.data.kind, tmdbId: entry.data.tmdbId });
  return {
    findByImdbId: (imdbId, kind) =>
      Effect.sync(() => {
        const found = titles.filter((entry) => entry.data.imdbId === imdbId);
        const best = found.find((entry) => entry.data.kind === kind) ?? found[0];
        return Option.map(Option.fromNullishOr(best), matchOf);
      }),
    search: (kind, title, year) =>
      Effect.sync(() =>
        Option.map(
          Option.fromNullishOr(titles.find((entry) => entry.data.kind === kind && entry.title === title && (year === null || entry.year === year))),
          matchOf,
        ),
      ),
    details: (match) =>
      Effect.sync(() =>
        Option.map(Option.fromNullishOr(titles.find((entry) => entry.data.kind === match.kind && entry.data.tmdbId === match.tmdbId)), (entry) => entry.data),
      ),
  };
};

/** An in-memory OMDb: ratings by IMDb id, none for an id it does not know. */
export const makeRatingsSourceFake = (ratings: ReadonlyMap<string, OutsideRatings>): RatingsSourceShape => ({
  ratings: (imdbId) => Effect.sync(() => Option.fromNullishOr(ratings.get(imdbId))),
});
