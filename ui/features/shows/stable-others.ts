import type { Show } from "../../../domain/show.ts";

// The other showings each row offered last, by the row's showing.
const offered = new WeakMap<Show, ReadonlyArray<Show>>();

const sameShows = (a: ReadonlyArray<Show>, b: ReadonlyArray<Show>): boolean => a.length === b.length && a.every((show, i) => show === b[i]);

/**
 * Each row's other showings, as the very list the row had before whenever it holds the same showings: a filter change that
 * leaves a film's showings alone leaves its row's props alone, so the memoised row is not rendered again.
 */
export const stableOthers = (othersOf: ReadonlyMap<Show, ReadonlyArray<Show>>): ReadonlyMap<Show, ReadonlyArray<Show>> => {
  const stable = new Map<Show, ReadonlyArray<Show>>();
  for (const [show, others] of othersOf) {
    const before = offered.get(show);
    if (before !== undefined && sameShows(before, others)) stable.set(show, before);
    else {
      offered.set(show, others);
      stable.set(show, others);
    }
  }
  return stable;
};
