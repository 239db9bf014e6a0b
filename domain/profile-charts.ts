import { Schema } from "effect";
import type { Genre } from "./lookups.ts";

export const PROFILE_CHARTS_MIN_WATCHED = 10;
export const EARLIEST_DECADE = 1960;

export const ChartSeries = Schema.Struct({
  names: Schema.Array(Schema.String),
  data: Schema.Array(Schema.Number),
});
export type ChartSeries = typeof ChartSeries.Type;

export const ProfileGraph = Schema.Struct({
  genres: ChartSeries,
  years: ChartSeries,
});
export type ProfileGraph = typeof ProfileGraph.Type;

export const showProfileCharts = (watchedCount: number): boolean => watchedCount >= PROFILE_CHARTS_MIN_WATCHED;

export const decadeOf = (year: number): number => Math.max(EARLIEST_DECADE, Math.floor(year / 10) * 10);

export const decadeLabel = (decade: number): string => (decade <= EARLIEST_DECADE ? "pre-1970s" : `${decade}s`);

export interface WatchedFilm {
  readonly year: number | null;
  readonly genres: ReadonlyArray<number>;
}

export const yearsChart = (films: ReadonlyArray<WatchedFilm>): ChartSeries => {
  const counts = new Map<number, number>();
  for (const film of films) {
    if (film.year === null) continue;
    const decade = decadeOf(film.year);
    counts.set(decade, (counts.get(decade) ?? 0) + 1);
  }
  const decades = [...counts.keys()].sort((a, b) => a - b);
  return { names: decades.map(decadeLabel), data: decades.map((decade) => counts.get(decade) ?? 0) };
};

// Most-watched genres first; equal counts by genre name.
export const genresChart = (films: ReadonlyArray<WatchedFilm>, genres: ReadonlyMap<number, Genre>): ChartSeries => {
  const counts = new Map<string, number>();
  for (const film of films) {
    for (const id of film.genres) {
      const name = genres.get(id)?.name;
      if (name !== undefined) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const entries = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { names: entries.map(([name]) => name), data: entries.map(([, count]) => count) };
};

export const profileGraph = (films: ReadonlyArray<WatchedFilm>, genres: ReadonlyMap<number, Genre>): ProfileGraph => ({
  genres: genresChart(films, genres),
  years: yearsChart(films),
});
