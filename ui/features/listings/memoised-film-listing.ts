import { lruMemoize } from "@reduxjs/toolkit";
import { sameSource } from "../../../domain/channel-source.ts";
import { filtersInForce, offersSwitch, type Filters } from "../../../domain/filters.ts";
import type { ListingRow } from "../../../domain/film-rows.ts";
import {
  filmRows,
  hiddenCounts,
  narrowSelection,
  ORDER_AND_ROW_FILTERS,
  rowFilters,
  selectListing,
  sortedFilmListing,
  type FilmListing,
  type HiddenCounts,
  type ListingInput,
} from "../../../domain/select-listing.ts";
import type { Show } from "../../../domain/show.ts";
import { SORT_ORDERS } from "../../../domain/sort-order.ts";

// Enough for the listings made ahead for the panel's switches (see warmingSteps) and a visitor's last few: each is a week's
// showings at most.
const KEPT = 16;

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

// Sorting and how rows are made do not change which showings pass, nor does a switch the source does not offer.
const selectionKey = (filters: Filters): string =>
  JSON.stringify({ ...filtersInForce(filters), ...Object.fromEntries(ORDER_AND_ROW_FILTERS.map((name) => [name, null])) });

// The only filters the rows are made by besides the selection (which showing stands for a film depends on the source).
const rowsKey = (filters: Filters): string => JSON.stringify([filters.every_showing, filters.system]);

// The only filters their order depends on.
const sortKey = (filters: Filters): string => JSON.stringify([filters.every_showing, filters.order, filters.order_reversed]);

// The same showings, lookups, flags, clock and channels: only the filters may differ.
const sameInputs = (a: ListingInput, b: ListingInput): boolean =>
  a.shows === b.shows && a.lookup === b.lookup && a.flags === b.flags && a.now === b.now && a.zone === b.zone && a.customChannelIds === b.customChannelIds;

const sameSelection = (a: SelectionArgs, b: SelectionArgs): boolean => a.key === b.key && sameInputs(a.input, b.input);

const sameRows = (a: RowsArgs, b: RowsArgs): boolean =>
  a.selected === b.selected && a.key === b.key && a.input.lookup === b.input.lookup && a.input.now === b.input.now;

// The last few selections, newest first.
const keptSelections: Array<{ readonly args: SelectionArgs; readonly selected: ReadonlyArray<Show> }> = [];

/**
 * The showings the filters select, remembered for the last few filters; a change that only narrows a remembered selection
 * (a switch turned on, a certificate chosen...: domain's narrowSelection) filters that selection instead of the whole week.
 */
const selectionOf = (args: SelectionArgs): ReadonlyArray<Show> => {
  const at = keptSelections.findIndex((kept) => sameSelection(kept.args, args));
  const found = keptSelections[at];
  if (found !== undefined) {
    keptSelections.splice(at, 1);
    keptSelections.unshift(found);
    return found.selected;
  }
  let selected: ReadonlyArray<Show> | null = null;
  for (const kept of keptSelections) {
    if (!sameInputs(kept.args.input, args.input)) continue;
    selected = narrowSelection(kept.selected, kept.args.input.filters, args.input);
    if (selected !== null) break;
  }
  selected ??= selectListing(args.input);
  keptSelections.unshift({ args, selected });
  keptSelections.length = Math.min(keptSelections.length, KEPT);
  return selected;
};
const hiddenOf = lruMemoize((args: SelectionArgs) => hiddenCounts(args.input), { maxSize: KEPT, equalityCheck: sameSelection });
const sameSort = (a: SortArgs, b: SortArgs): boolean => a.rows === b.rows && a.key === b.key && a.input.lookup === b.input.lookup;

const rowsOf = lruMemoize((args: RowsArgs) => filmRows(args.input, args.selected), { maxSize: KEPT, equalityCheck: sameRows });
const sortedOf = lruMemoize((args: SortArgs) => sortedFilmListing(args.rows, args.input.filters, args.input.lookup), {
  // the listings kept, and the visitor's rows in every other order made ahead (warmingSteps)
  maxSize: KEPT + SORT_ORDERS.length,
  equalityCheck: sameSort,
});

interface ListingStages {
  readonly selected: () => ReadonlyArray<Show>;
  readonly grouped: () => ReadonlyArray<ListingRow>;
  readonly sorted: () => FilmListing;
  readonly hidden: () => HiddenCounts;
}

// domain's buildFilmListingWithCounts in stages, each remembered for the last few inputs; a stage asks for the one before it,
// found remembered once made.
const listingStages = (input: ListingInput, perShowing: boolean): ListingStages => {
  const key = selectionKey(input.filters);
  const filters = rowFilters(input.filters, perShowing);
  const rowInput = { ...input, filters };
  const selected = () => selectionOf({ input, key });
  const grouped = () => rowsOf({ input: rowInput, selected: selected(), key: rowsKey(filters) });
  const sorted = () => sortedOf({ input: rowInput, rows: grouped(), key: sortKey(filters) });
  return { selected, grouped, sorted, hidden: () => hiddenOf({ input, key }) };
};

/**
 * domain's buildFilmListingWithCounts in stages, each remembered for the last few inputs: a new sort order only sorts the
 * rows it has again (no new selection, no new grouping), and a switch turned back off finds the listing it had before.
 */
export const memoisedFilmListing = (input: ListingInput, perShowing: boolean): FilmListing & { readonly hidden: HiddenCounts } => {
  const stages = listingStages(input, perShowing);
  const { rows, films } = stages.sorted();
  return { rows, films, hidden: stages.hidden() };
};

// The Sort/Filter panel's switches that only narrow the listing: what a visitor tries first, one at a time.
const NARROWING_SWITCHES = ["subtitled", "audio_described", "signed", "first_time_free", "last_chance", "tonight", "hd"] as const;

/**
 * The switches whose turn the listings made ahead answer, each with the value it would turn to: of those the panel offers on
 * the filters' channel source (none on a streaming service), first those that are on (turned off again, most often next),
 * then those that are off.
 */
const switchTurns = (filters: Filters): ReadonlyArray<readonly [(typeof NARROWING_SWITCHES)[number], boolean]> => {
  const offered = NARROWING_SWITCHES.filter((name) => offersSwitch(filters.system, name));
  return [
    ...offered.filter((name) => filters[name]).map((name) => [name, false] as const),
    ...offered.filter((name) => !filters[name]).map((name) => [name, true] as const),
  ];
};

/**
 * The work that makes, ahead of the visitor, the listings a next change most likely asks for: the one of the filters the
 * visitor had `before` the current ones (a choice taken back; not for another channel source, whose listing needs other
 * showings), then the one each narrowing switch of the panel would give if it were turned, on where it is off and off
 * again where it is on. Taking a choice back finds its listing remembered anyway, until the clock's minute moves and every
 * listing remembered is of the minute before. Last come the visitor's rows in every other order of the Sort by choice, and
 * reversed, except on the timeline (a sort of 14,400 rows took 100 to 120 ms of a change on a 300-channel week with every
 * showing at 4x CPU slowdown). It runs in steps of one stage of one listing each (a few tens of milliseconds on a slow
 * phone) while the page is idle, so a change finds its listing made. Each step then finds the listing of `input` again, so
 * it stays the one remembered last.
 */
export const warmingSteps = (input: ListingInput, perShowing: boolean, before: Filters | null = null): ReadonlyArray<() => void> => {
  const step = (stage: () => unknown) => () => {
    stage();
    memoisedFilmListing(input, perShowing);
  };
  const listings = [
    ...(before === null || before === input.filters || !sameSource(before.system, input.filters.system) ? [] : [before]),
    ...switchTurns(input.filters).map(([name, value]) => ({ ...input.filters, [name]: value })),
  ].flatMap((filters) => {
    const stages = listingStages({ ...input, filters }, perShowing);
    return [stages.selected, stages.grouped, stages.sorted, stages.hidden].map(step);
  });
  // The same rows in each other order the panel offers, and reversed: a sort only, as the selection and rows are the visitor's.
  // Not on the timeline (rows per showing), which places each showing by its channel and time whatever the order.
  const orders = (
    perShowing
      ? []
      : [
          { ...input.filters, order_reversed: !input.filters.order_reversed },
          ...SORT_ORDERS.filter((order) => order !== input.filters.order).map((order) => ({ ...input.filters, order })),
        ]
  ).map((filters) => step(listingStages({ ...input, filters }, perShowing).sorted));
  return [...listings, ...orders];
};
