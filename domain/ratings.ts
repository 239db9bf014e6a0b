export const RT_FRESH_THRESHOLD = 60;
export const IMDB_SCALE = 10;

export interface RatedFilm {
  readonly audi: number | null;
  readonly crit: number | null;
  readonly imdb_r: number | null;
}

export const averageRating = (film: RatedFilm): number | null => {
  let sum = 0;
  let count = 0;
  if (film.audi !== null) {
    sum += film.audi;
    count++;
  }
  if (film.crit !== null) {
    sum += film.crit;
    count++;
  }
  if (film.imdb_r !== null) {
    sum += film.imdb_r * IMDB_SCALE;
    count++;
  }
  return count === 0 ? null : sum / count;
};

/** Highest average rating first, films without any rating last, ties in their given order; the first `count`. */
export const rankByAverageRating = <A extends RatedFilm>(films: ReadonlyArray<A>, count: number): ReadonlyArray<A> =>
  films
    .map((film, index) => ({ film, index, rating: averageRating(film) ?? -Infinity }))
    .sort((a, b) => b.rating - a.rating || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.film);

export type TomatoIcon = "fresh" | "rotten";

export const tomatoIcon = (score: number | null): TomatoIcon | null => (score === null ? null : score >= RT_FRESH_THRESHOLD ? "fresh" : "rotten");
