import { rankByAverageRating, type RatedFilm } from "./ratings.ts";

export const BEST_OF_YEAR_MIN = 1920;
export const BEST_OF_YEAR_COUNT = 20;

export const bestOfYearMax = (currentYear: number): number => currentYear - 1;

export type BestOfYearCheck = { readonly valid: true; readonly year: number } | { readonly valid: false; readonly error: string };

export const checkBestOfYear = (year: string | number, currentYear: number): BestOfYearCheck => {
  const max = bestOfYearMax(currentYear);
  const text = String(year).trim();
  const parsed = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(parsed) && parsed >= BEST_OF_YEAR_MIN && parsed <= max) return { valid: true, year: parsed };
  return { valid: false, error: `Invalid year: ${text}. Year must be between ${BEST_OF_YEAR_MIN} and ${max}.` };
};

export const bestOfYearTitle = (year: number): string => `Top ${BEST_OF_YEAR_COUNT} Films of ${year}`;

export interface BestOfYearNav {
  readonly previous: number | null;
  readonly next: number | null;
}

export const bestOfYearNav = (year: number, currentYear: number): BestOfYearNav => ({
  previous: year > BEST_OF_YEAR_MIN ? year - 1 : null,
  next: year < bestOfYearMax(currentYear) ? year + 1 : null,
});

export const bestOfYearLinks = (currentYear: number): readonly [number, number] => [currentYear - 1, currentYear - 2];

export const rankBestOfYear = <A extends RatedFilm>(films: ReadonlyArray<A>): ReadonlyArray<A> => rankByAverageRating(films, BEST_OF_YEAR_COUNT);
