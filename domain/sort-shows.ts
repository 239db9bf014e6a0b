import type { Film } from "./film.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { averageRating } from "./ratings.ts";
import type { Show } from "./show.ts";
import type { SortOrder } from "./sort-order.ts";

type NumericKey = (show: Show, film: Film | undefined, lookup: ListingLookup) => number | null;

/** What a show is ranked by (a film, a genre, a channel), and every such thing the lookup knows with its text. */
interface TextKey {
  readonly idOf: (show: Show, film: Film | undefined) => string | number | null;
  readonly texts: (lookup: ListingLookup) => Iterable<readonly [string | number, string]>;
}

const ASCENDING = 1;
const DESCENDING = -1;

type SortKey = { readonly kind: "number"; readonly key: NumericKey; readonly direction: number } | { readonly kind: "text"; readonly key: TextKey };

const title: TextKey = {
  idOf: (show) => show.f,
  texts: function* (lookup) {
    for (const [imdb, film] of lookup.films) yield [imdb, film.title.toLowerCase()];
  },
};

const firstGenreName: TextKey = {
  idOf: (_, film) => film?.genres[0] ?? null,
  texts: function* (lookup) {
    for (const [id, genre] of lookup.genres) yield [id, genre.name.toLowerCase()];
  },
};

// A live showing by its first channel, an on-demand one by its service.
const channelName: TextKey = {
  idOf: (show) => {
    const channelId = show.cs?.[0];
    if (channelId !== undefined) return `c${channelId}`;
    return show.s === undefined || show.s === null ? null : `s${show.s}`;
  },
  texts: function* (lookup) {
    for (const [id, channel] of lookup.channels) yield [`c${id}`, channel.name.toLowerCase()];
    for (const [id, service] of lookup.services) yield [`s${id}`, service.name_display.toLowerCase()];
  },
};

const certificateRank: NumericKey = (_, film, lookup) =>
  film === undefined || film.certificate === null ? null : (lookup.certificates.get(film.certificate)?.rank ?? null);

const SORT_KEYS: Readonly<Record<SortOrder, SortKey>> = {
  "show time": { kind: "number", key: (show) => show.time, direction: ASCENDING },
  title: { kind: "text", key: title },
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

// The rank of everything a text key can name, by its text (equal texts, equal ranks), made once per lookup: a listing
// payload is sorted by title again and again as the visitor changes filters, and its films' titles do not change.
const rankTables = new WeakMap<ListingLookup, Map<TextKey, ReadonlyMap<string | number, number>>>();

const rankTable = (key: TextKey, lookup: ListingLookup): ReadonlyMap<string | number, number> => {
  let tables = rankTables.get(lookup);
  if (tables === undefined) {
    tables = new Map();
    rankTables.set(lookup, tables);
  }
  const known = tables.get(key);
  if (known !== undefined) return known;
  const entries = [...key.texts(lookup)];
  const rankOfText = new Map([...new Set(entries.map(([, text]) => text))].sort().map((text, rank) => [text, rank]));
  const table = new Map(entries.map(([id, text]) => [id, rankOfText.get(text) as number]));
  tables.set(key, table);
  return table;
};

export const sortDirection = (order: SortOrder): "ascending" | "descending" => {
  const sortKey = SORT_KEYS[order];
  return sortKey.kind === "number" && sortKey.direction === DESCENDING ? "descending" : "ascending";
};

// Packs (rank, input index) into one float so a native numeric sort is both fast and stable; gives the input's indices in
// that order.
const orderByRank = (count: number, rankOf: (index: number) => number): Array<number> => {
  const packed = new Float64Array(count);
  for (let i = 0; i < count; i++) packed[i] = rankOf(i) * count + i;
  packed.sort();
  const result = new Array<number>(count);
  for (let i = 0; i < count; i++) result[i] = (packed[i] as number) % count;
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

const inputOrder = (count: number): Array<number> => Array.from({ length: count }, (_, i) => i);

const sortByNumber = (shows: ReadonlyArray<Show>, key: NumericKey, direction: number, lookup: ListingLookup): Array<number> => {
  const keys = new Float64Array(shows.length);
  for (let i = 0; i < shows.length; i++) {
    const show = shows[i] as Show;
    const value = key(show, lookup.films.get(show.f), lookup);
    keys[i] = value === null || Number.isNaN(value) ? Infinity : direction * value;
  }
  let alreadySorted = true;
  for (let i = 1; i < keys.length && alreadySorted; i++) alreadySorted = (keys[i - 1] as number) <= (keys[i] as number);
  if (alreadySorted) return inputOrder(shows.length);
  const sorted = Float64Array.from(keys).sort();
  return orderByRank(shows.length, (i) => lowerBound(sorted, keys[i] as number));
};

/** Makes the text sort ranks of a lookup ahead of the first sort that needs them (say while the page is idle). */
export const prepareTextSortKeys = (lookup: ListingLookup): void => {
  for (const sortKey of Object.values(SORT_KEYS)) if (sortKey.kind === "text") rankTable(sortKey.key, lookup);
};

const sortByText = (shows: ReadonlyArray<Show>, key: TextKey, lookup: ListingLookup): Array<number> => {
  const table = rankTable(key, lookup);
  const last = table.size;
  return orderByRank(shows.length, (i) => {
    const show = shows[i] as Show;
    const id = key.idOf(show, lookup.films.get(show.f));
    return id === null ? last : (table.get(id) ?? last);
  });
};

/**
 * The indices of `shows` in the chosen order. Stable: ties keep their input order; shows without a value come last; reversed
 * is the exact reverse.
 */
export const sortedIndices = (shows: ReadonlyArray<Show>, order: SortOrder, reversed: boolean, lookup: ListingLookup): ReadonlyArray<number> => {
  const sortKey = SORT_KEYS[order];
  const sorted = sortKey.kind === "number" ? sortByNumber(shows, sortKey.key, sortKey.direction, lookup) : sortByText(shows, sortKey.key, lookup);
  return reversed ? sorted.reverse() : sorted;
};

// Stable: ties keep their input order; shows without a value come last; reversed is the exact reverse.
export const sortShows = (shows: ReadonlyArray<Show>, order: SortOrder, reversed: boolean, lookup: ListingLookup): ReadonlyArray<Show> =>
  sortedIndices(shows, order, reversed, lookup).map((index) => shows[index] as Show);
