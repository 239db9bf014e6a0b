import type { Channel } from "./channel.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { isPremiereOn, type Show } from "./show.ts";
import { sortedIndices } from "./sort-shows.ts";
import type { SortOrder } from "./sort-order.ts";

/** One film of the listing: the showing its row shows and the film's other showings in the listing, earliest first. */
export interface ListingRow {
  readonly show: Show;
  readonly others: ReadonlyArray<Show>;
}

export interface ShowingPreference {
  /** The system whose premieres count (the chosen one, Freeview for a custom list). */
  readonly premiereSystemId: number;
  readonly channels: ReadonlyMap<number, Channel>;
  readonly now: number;
}

const PLUS_ONE = /\+\s?1$/;

/** A timeshift channel ("ITV1 +1") repeats its original an hour later. */
export const isPlusOneChannel = (channel: Pick<Channel, "name">): boolean => PLUS_ONE.test(channel.name.trim());

// Lower is better: bit 3 under way, bit 2 no premiere on the chosen system, bit 1 a +1 channel, bit 0 not HD.
const channelBits = (channel: Channel | undefined): number => (channel === undefined ? 1 : (isPlusOneChannel(channel) ? 2 : 0) | (channel.hd ? 0 : 1));

const showingBits = (show: Show, channel: number, preference: ShowingPreference): number =>
  (show.time < preference.now ? 8 : 0) | (isPremiereOn(show, preference.premiereSystemId) ? 0 : 4) | channel;

const compareRanked = (aBits: number, a: Show, bBits: number, b: Show): number => aBits - bBits || a.time - b.time || a.id - b.id;

const channelOf = (show: Show, preference: ShowingPreference): Channel | undefined => {
  const channelId = show.cs?.[0];
  return channelId === undefined ? undefined : preference.channels.get(channelId);
};

/**
 * Orders two showings of one film, best first: one still to start over one under way, a premiere on the chosen system,
 * the original channel over its +1, HD over SD, then the earliest.
 */
export const compareShowings = (a: Show, b: Show, preference: ShowingPreference): number =>
  compareRanked(showingBits(a, channelBits(channelOf(a, preference)), preference), a, showingBits(b, channelBits(channelOf(b, preference)), preference), b);

/** One row per film, in the order the films first appear; every showing belongs to exactly one row. */
export const groupShowings = (shows: ReadonlyArray<Show>, preference: ShowingPreference): ReadonlyArray<ListingRow> => {
  const bitsByChannel = new Map<number, number>();
  const bitsOf = (show: Show): number => {
    const channelId = show.cs?.[0];
    let channel = 1;
    if (channelId !== undefined) {
      const known = bitsByChannel.get(channelId);
      channel = known ?? channelBits(preference.channels.get(channelId));
      if (known === undefined) bitsByChannel.set(channelId, channel);
    }
    return showingBits(show, channel, preference);
  };
  const byFilm = new Map<string, Array<Show>>();
  for (const show of shows) {
    const list = byFilm.get(show.f);
    if (list === undefined) byFilm.set(show.f, [show]);
    else list.push(show);
  }
  const rows: Array<ListingRow> = [];
  for (const list of byFilm.values()) {
    if (list.length === 1) {
      rows.push({ show: list[0] as Show, others: [] });
      continue;
    }
    let best = list[0] as Show;
    let bestBits = bitsOf(best);
    for (let i = 1; i < list.length; i++) {
      const show = list[i] as Show;
      const bits = bitsOf(show);
      if (compareRanked(bits, show, bestBits, best) < 0) {
        best = show;
        bestBits = bits;
      }
    }
    rows.push({ show: best, others: list.filter((show) => show !== best).sort((a, b) => a.time - b.time || a.id - b.id) });
  }
  return rows;
};

/** Every showing on its own row, as the listing was before rows were films. */
export const everyShowing = (shows: ReadonlyArray<Show>): ReadonlyArray<ListingRow> => shows.map((show) => ({ show, others: [] }));

// What is made of a list of rows, made once per list: every new order of the same rows asks for their count again, and a filter
// turned back off finds its rows, and so their showings, made before.
const oncePerList = <A>(make: (rows: ReadonlyArray<ListingRow>) => A): ((rows: ReadonlyArray<ListingRow>) => A) => {
  const made = new WeakMap<ReadonlyArray<ListingRow>, A>();
  return (rows) => {
    if (!made.has(rows)) made.set(rows, make(rows));
    return made.get(rows) as A;
  };
};

/** The rows' showings, in row order. */
export const rowShowings = oncePerList((rows): ReadonlyArray<Show> => rows.map((row) => row.show));

/** Rows ordered by the chosen sort applied to each row's showing (stable, ties keep their order). */
export const sortFilmRows = (rows: ReadonlyArray<ListingRow>, order: SortOrder, reversed: boolean, lookup: ListingLookup): ReadonlyArray<ListingRow> =>
  sortedIndices(rowShowings(rows), order, reversed, lookup).map((index) => rows[index] as ListingRow);

/** How many different films the rows show. */
export const distinctFilmCount = oncePerList((rows) => new Set(rows.map((row) => row.show.f)).size);
