import { lruMemoize } from "@reduxjs/toolkit";
import type { Filters } from "../../../domain/filters.ts";
import type { ListingRow } from "../../../domain/film-rows.ts";
import {
  filmRows,
  hiddenCounts,
  rowFilters,
  selectListing,
  sortedFilmListing,
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

interface SortArgs {
  readonly input: ListingInput;
  readonly rows: ReadonlyArray<ListingRow>;
  readonly key: string;
}

// Sorting and how rows are made do not change which showings pass.
const selectionKey = (filters: Filters): string => JSON.stringify({ ...filters, order: null, order_reversed: null, every_showing: null });

// The only filters the rows are made by besides the selection (which showing stands for a film depends on the source).
const rowsKey = (filters: Filters): string => JSON.stringify([filters.every_showing, filters.system]);

// The only filters their order depends on.
const sortKey = (filters: Filters): string => JSON.stringify([filters.every_showing, filters.order, filters.order_reversed]);

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
const sameSort = (a: SortArgs, b: SortArgs): boolean => a.rows === b.rows && a.key === b.key && a.input.lookup === b.input.lookup;

const rowsOf = lruMemoize((args: RowsArgs) => filmRows(args.input, args.selected), { maxSize: KEPT, equalityCheck: sameRows });
const sortedOf = lruMemoize((args: SortArgs) => sortedFilmListing(args.rows, args.input.filters, args.input.lookup), {
  maxSize: KEPT,
  equalityCheck: sameSort,
});

/**
 * domain's buildFilmListingWithCounts in stages, each remembered for the last few inputs: a new sort order only sorts the
 * rows it has again (no new selection, no new grouping), and a switch turned back off finds the listing it had before.
 */
export const memoisedFilmListing = (input: ListingInput, perShowing: boolean): FilmListing & { readonly hidden: HiddenCounts } => {
  const key = selectionKey(input.filters);
  const selected = selectionOf({ input, key });
  const filters = rowFilters(input.filters, perShowing);
  const rowInput = { ...input, filters };
  const grouped = rowsOf({ input: rowInput, selected, key: rowsKey(filters) });
  const { rows, films } = sortedOf({ input: rowInput, rows: grouped, key: sortKey(filters) });
  return { rows, films, hidden: hiddenOf({ input, key }) };
};
