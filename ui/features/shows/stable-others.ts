import type { ListingRow } from "../../../domain/film-rows.ts";
import type { Show } from "../../../domain/show.ts";

/** The other showings of the row at an index of the list a table or grid draws; undefined for a row that has none. */
export type OthersAt = (index: number) => ReadonlyArray<Show> | undefined;

// The other showings each row offered last, by the row's showing.
const offered = new WeakMap<Show, ReadonlyArray<Show>>();

const sameShows = (a: ReadonlyArray<Show>, b: ReadonlyArray<Show>): boolean => a.length === b.length && a.every((show, i) => show === b[i]);

/**
 * Each row's other showings, as the very list the row had before whenever it holds the same showings: a filter change that
 * leaves a film's showings alone leaves its row's props alone, so the memoised row is not rendered again. Looked up only for
 * the rows drawn (a screenful), not for the thousands a week's listing holds.
 */
export const stableOthersAt =
  (rows: ReadonlyArray<ListingRow>, offset = 0): OthersAt =>
  (index) => {
    const row = rows[offset + index];
    if (row === undefined || row.others.length === 0) return undefined;
    const before = offered.get(row.show);
    if (before !== undefined && sameShows(before, row.others)) return before;
    offered.set(row.show, row.others);
    return row.others;
  };
