import { lruMemoize } from "@reduxjs/toolkit";
import type { Filters } from "../../../domain/filters.ts";
import {
  buildFilmListing,
  hiddenCounts,
  rowFilters,
  selectListing,
  type FilmListing,
  type HiddenCounts,
  type ListingInput,
} from "../../../domain/select-listing.ts";
import type { Show } from "../../../domain/show.ts";

// Enough for a visitor trying a few switches and turning them back off: each is a week's showings at most.
const KEPT = 8;

interface SelectionArgs {
  readonly input: ListingInput;
  /** The filters the selection depends on, as text: equal filters give an equal key whatever object holds them. */
  readonly key: string;
}

interface RowsArgs {
  readonly input: ListingInput;
  readonly selected: ReadonlyArray<Show>;
  readonly key: string;
}

// Sorting and how rows are made do not change which showings pass.
const selectionKey = (filters: Filters): string => JSON.stringify({ ...filters, order: null, order_reversed: null, every_showing: null });

// The only filters buildFilmListing reads besides the selection.
const rowsKey = (filters: Filters): string => JSON.stringify([filters.every_showing, filters.system, filters.order, filters.order_reversed]);

const sameSelection = (a: SelectionArgs, b: SelectionArgs): boolean =>
  a.key === b.key &&
  a.input.shows === b.input.shows &&
  a.input.lookup === b.input.lookup &&
  a.input.flags === b.input.flags &&
  a.input.now === b.input.now &&
  a.input.zone === b.input.zone &&
  a.input.customChannelIds === b.input.customChannelIds;

const sameRows = (a: RowsArgs, b: RowsArgs): boolean =>
  a.selected === b.selected && a.key === b.key && a.input.lookup === b.input.lookup && a.input.now === b.input.now;

const selectionOf = lruMemoize((args: SelectionArgs) => selectListing(args.input), { maxSize: KEPT, equalityCheck: sameSelection });
const hiddenOf = lruMemoize((args: SelectionArgs) => hiddenCounts(args.input), { maxSize: KEPT, equalityCheck: sameSelection });
const rowsOf = lruMemoize((args: RowsArgs) => buildFilmListing(args.input, args.selected), { maxSize: KEPT, equalityCheck: sameRows });

/**
 * domain's buildFilmListingWithCounts in stages, each remembered for the last few inputs: a new sort order only sorts again,
 * and a switch turned back off finds the listing it had before.
 */
export const memoisedFilmListing = (input: ListingInput, perShowing: boolean): FilmListing & { readonly hidden: HiddenCounts } => {
  const key = selectionKey(input.filters);
  const selected = selectionOf({ input, key });
  const filters = rowFilters(input.filters, perShowing);
  const { rows, films } = rowsOf({ input: { ...input, filters }, selected, key: rowsKey(filters) });
  return { rows, films, hidden: hiddenOf({ input, key }) };
};
