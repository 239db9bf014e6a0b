import type { Film } from "./film.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { averageRating } from "./ratings.ts";
import type { Show } from "./show.ts";
import type { SortOrder } from "./sort-order.ts";

type NumericKey = (show: Show, film: Film | undefined, lookup: ListingLookup) => number | null;
type TextKey = (show: Show, film: Film | undefined, lookup: ListingLookup) => string | null;

const ASCENDING = 1;
const DESCENDING = -1;

type SortKey = { readonly kind: "number"; readonly key: NumericKey; readonly direction: number } | { readonly kind: "text"; readonly key: TextKey };

const firstGenreName: TextKey = (_, film, lookup) => {
  const id = film?.genres[0];
  return id === undefined ? null : (lookup.genres.get(id)?.name.toLowerCase() ?? null);
};

const channelName: TextKey = (show, _, lookup) => {
  const channelId = show.cs?.[0];
  if (channelId !== undefined) return lookup.channels.get(channelId)?.name.toLowerCase() ?? null;
  if (show.s === undefined || show.s === null) return null;
  return lookup.services.get(show.s)?.name_display.toLowerCase() ?? null;
};

const certificateRank: NumericKey = (_, film, lookup) =>
  film === undefined || film.certificate === null ? null : (lookup.certificates.get(film.certificate)?.rank ?? null);

const SORT_KEYS: Readonly<Record<SortOrder, SortKey>> = {
  "show time": { kind: "number", key: (show) => show.time, direction: ASCENDING },
  title: { kind: "text", key: (_, film) => film?.title.toLowerCase() ?? null },
  year: { kind: "number", key: (_, film) => film?.year ?? null, direction: DESCENDING },
  "imdb rating": { kind: "number", key: (_, film) => film?.imdb_r ?? null, direction: DESCENDING },
  "audience rating": { kind: "number", key: (_, film) => film?.audi ?? null, direction: DESCENDING },
  "critics rating": { kind: "number", key: (_, film) => film?.crit ?? null, direction: DESCENDING },
  "average rating": {
    kind: "number",
    key: (_, film) => (film === undefined ? null : averageRating(film)),
    direction: DESCENDING,
  },
  category: { kind: "text", key: firstGenreName },
  certificate: { kind: "number", key: certificateRank, direction: ASCENDING },
  channel: { kind: "text", key: channelName },
};

export const sortDirection = (order: SortOrder): "ascending" | "descending" => {
  const sortKey = SORT_KEYS[order];
  return sortKey.kind === "number" && sortKey.direction === DESCENDING ? "descending" : "ascending";
};

// Packs (rank, input index) into one float so a native numeric sort is both fast and stable.
const orderByRank = (shows: ReadonlyArray<Show>, rankOf: (index: number) => number): Array<Show> => {
  const count = shows.length;
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) packed[i] = rankOf(i) * count + i;
  packed.sort();
  const result = new Array<Show>(count);
  for (let i = 0; i < count; i++) result[i] = shows[(packed[i] as number) % count] as Show;
  return result;
};

const lowerBound = (sorted: Float64Array, value: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
};

const sortByNumber = (shows: ReadonlyArray<Show>, key: NumericKey, direction: number, lookup: ListingLookup): Array<Show> => {
  const keys = new Float64Array(shows.length);
  for (let i = 0; i < shows.length; i++) {
    const show = shows[i] as Show;
    const value = key(show, lookup.films.get(show.f), lookup);
    keys[i] = value === null || Number.isNaN(value) ? Infinity : direction * value;
  }
  let alreadySorted = true;
  for (let i = 1; i < keys.length && alreadySorted; i++) alreadySorted = (keys[i - 1] as number) <= (keys[i] as number);
  if (alreadySorted) return [...shows];
  const sorted = Float64Array.from(keys).sort();
  return orderByRank(shows, (i) => lowerBound(sorted, keys[i] as number));
};

const sortByText = (shows: ReadonlyArray<Show>, key: TextKey, lookup: ListingLookup): Array<Show> => {
  const keys = shows.map((show) => key(show, lookup.films.get(show.f), lookup));
  const distinct = [...new Set(keys.filter((value) => value !== null))].sort();
  const ranks = new Map(distinct.map((value, rank) => [value, rank]));
  return orderByRank(shows, (i) => {
    const value = keys[i] ?? null;
    return value === null ? distinct.length : (ranks.get(value) ?? distinct.length);
  });
};

// Stable: ties keep their input order; shows without a value come last; reversed is the exact reverse.
export const sortShows = (shows: ReadonlyArray<Show>, order: SortOrder, reversed: boolean, lookup: ListingLookup): ReadonlyArray<Show> => {
  const sortKey = SORT_KEYS[order];
  const sorted = sortKey.kind === "number" ? sortByNumber(shows, sortKey.key, sortKey.direction, lookup) : sortByText(shows, sortKey.key, lookup);
  return reversed ? sorted.reverse() : sorted;
};
