import { Schema } from "effect";
import { StarRating } from "./star-rating.ts";
import { titleMatchKey } from "./title-match.ts";

/** The most a history file may weigh, and the most rows it may have. */
export const HISTORY_MAX_BYTES = 5 * 1024 * 1024;
export const HISTORY_MAX_ROWS = 20_000;

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

/** One film from another site's export: by IMDb id when the export has it, else by title and year. */
export const WatchedEntry = Schema.Struct({
  imdbId: Schema.NullOr(Schema.String),
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  watchedOn: Schema.NullOr(IsoDate),
  stars: Schema.NullOr(StarRating),
});
export type WatchedEntry = typeof WatchedEntry.Type;

export const NotFoundFilm = Schema.Struct({ title: Schema.String, year: Schema.NullOr(Schema.Int) });

export const HistoryImportReport = Schema.Struct({
  /** Films that joined (or already were on) the watched list. */
  imported: Schema.Int,
  /** Of those, the films found by title and year alone (the export had no IMDb id for them, or an unknown one). */
  matchedByTitle: Schema.Int,
  notFound: Schema.Array(NotFoundFilm),
  /** Rows that are not films (an IMDb export's series, episodes and games). */
  skipped: Schema.Int,
});
export type HistoryImportReport = typeof HistoryImportReport.Type;

const roundHalfUp = (value: number): number => Math.floor(value + 0.5);

const clampStars = (value: number): StarRating => Math.min(5, Math.max(1, value));

/** Letterboxd's half stars (0.5-5) as 1-5 stars, halves rounding up: 0.5 and 1 are 1, 2.5 is 3, 4.5 is 5. */
export const letterboxdStars = (rating: number): StarRating => clampStars(roundHalfUp(rating));

/** IMDb's 1-10 as 1-5 stars: half the rating, halves rounding up (1 and 2 are 1, 9 and 10 are 5). */
export const imdbStars = (rating: number): StarRating => clampStars(roundHalfUp(rating / 2));

const laterDate = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

const entryKey = (entry: WatchedEntry): string => entry.imdbId ?? `${titleMatchKey(entry.title)}\u0000${entry.year ?? ""}`;

/**
 * One entry per film: an export lists a film on several rows (a diary's rewatches, a rating beside a watch); the film
 * keeps its latest watched date and the rating of its latest rated row.
 */
export const mergeEntries = (entries: ReadonlyArray<WatchedEntry>): ReadonlyArray<WatchedEntry> => {
  const merged = new Map<string, WatchedEntry>();
  for (const entry of entries) {
    const key = entryKey(entry);
    const seen = merged.get(key);
    merged.set(key, seen === undefined ? entry : { ...seen, watchedOn: laterDate(seen.watchedOn, entry.watchedOn), stars: entry.stars ?? seen.stars });
  }
  return [...merged.values()];
};
