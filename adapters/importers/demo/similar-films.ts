import type { DemoFilm } from "./demo-catalogue.ts";

export const SIMILAR_FILMS = 7;

const score = (film: DemoFilm, other: DemoFilm): number => {
  const shared = other.genres.filter((genre) => film.genres.includes(genre)).length;
  if (shared === 0) return 0;
  const leadGenre = film.genres[0] === other.genres[0] ? 2 : 0;
  const era = Math.abs(film.year - other.year) <= 10 ? 1 : 0;
  const audience = film.certificate === other.certificate ? 1 : 0;
  return shared * 3 + leadGenre + era + audience;
};

/** The films most like each film (shared genres first, then era and audience), best rated first among equals. */
export const similarFilms = (films: ReadonlyArray<DemoFilm>): ReadonlyMap<DemoFilm, ReadonlyArray<DemoFilm>> =>
  new Map(
    films.map((film) => [
      film,
      films
        .filter((other) => other !== film)
        .map((other) => ({ other, points: score(film, other) }))
        .filter((entry) => entry.points > 0)
        .sort((a, b) => b.points - a.points || (b.other.imdb_r ?? 0) - (a.other.imdb_r ?? 0) || a.other.title.localeCompare(b.other.title))
        .slice(0, SIMILAR_FILMS)
        .map((entry) => entry.other),
    ]),
  );
