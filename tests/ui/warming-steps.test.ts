import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sameSource, STREAMING_SERVICE } from "../../domain/channel-source.ts";
import { buildFilmListingWithCounts } from "../../domain/select-listing.ts";
import { SORT_ORDERS } from "../../domain/sort-order.ts";
import { memoisedFilmListing, warmingSteps } from "../../ui/features/listings/memoised-film-listing.ts";
import { arbFilters, arbFlagSets, arbWorld } from "../domain/listing-arbitraries.ts";
import { NOW, ZONE } from "../domain/listing-fixtures.ts";

// The domain's listing stages, counted: a listing made ahead is found remembered, with none of them run again.
const stages = vi.hoisted(() => ({ select: 0, group: 0, sort: 0 }));
vi.mock("../../domain/select-listing.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../domain/select-listing.ts")>();
  return {
    ...actual,
    selectListing: (...args: Parameters<typeof actual.selectListing>) => {
      stages.select++;
      return actual.selectListing(...args);
    },
    narrowSelection: (...args: Parameters<typeof actual.narrowSelection>) => {
      stages.select++;
      return actual.narrowSelection(...args);
    },
    filmRows: (...args: Parameters<typeof actual.filmRows>) => {
      stages.group++;
      return actual.filmRows(...args);
    },
    sortedFilmListing: (...args: Parameters<typeof actual.sortedFilmListing>) => {
      stages.sort++;
      return actual.sortedFilmListing(...args);
    },
  };
});

const SWITCHES = ["subtitled", "audio_described", "signed", "first_time_free", "last_chance", "tonight", "hd"] as const;
let warmed = 0;

afterEach(() => {
  stages.select = 0;
  stages.group = 0;
  stages.sort = 0;
});

describe("the listings made ahead for the Sort/Filter panel's switches", () => {
  it("are the domain's listings, found made when the visitor takes a change back or turns any switch the panel offers, and leave the visitor's listing remembered", () => {
    fc.assert(
      fc.property(
        arbWorld.chain((world) =>
          fc.tuple(fc.constant(world), arbFlagSets(world.films.map((item) => item.imdb)), arbFilters, fc.boolean(), fc.option(arbFilters, { nil: null })),
        ),
        ([world, flags, filters, perShowing, before]) => {
          // The clock's minute has just moved: nothing made for the minute before counts.
          const input = { shows: world.shows, lookup: world.lookup, filters, flags, now: NOW + 60_000 * (1 + (warmed++ % 1000)), zone: ZONE };
          const listing = memoisedFilmListing(input, perShowing);
          // a streaming service's panel offers none of them
          const offered = filters.system.kind === STREAMING_SERVICE ? [] : SWITCHES;
          const steps = warmingSteps(input, perShowing, before);
          // the filters before, unless they were of another channel source, whose listing needs other showings
          const back = before !== null && sameSource(before.system, filters.system) ? [before] : [];
          // one step per stage (selection, rows, order, hide counts) of the filters before and of each switch the panel offers,
          // turned; then one sort for each other order, and for the order reversed, but on the timeline (rows per showing)
          expect(steps).toHaveLength(4 * (offered.length + back.length) + (perShowing ? 0 : SORT_ORDERS.length));
          for (const step of steps) step();
          stages.select = 0;
          stages.group = 0;
          stages.sort = 0;
          expect(memoisedFilmListing(input, perShowing)).toEqual(listing);
          expect(memoisedFilmListing(input, perShowing).rows).toBe(listing.rows);
          for (const next of [
            ...offered.map((name) => ({ ...input, filters: { ...filters, [name]: !filters[name] } })),
            ...back.map((filters) => ({ ...input, filters })),
            ...(perShowing
              ? []
              : [
                  { ...input, filters: { ...filters, order_reversed: !filters.order_reversed } },
                  ...SORT_ORDERS.map((order) => ({ ...input, filters: { ...filters, order } })),
                ]),
          ])
            expect(memoisedFilmListing(next, perShowing)).toEqual(buildFilmListingWithCounts(next, perShowing));
          expect(stages).toEqual({ select: 0, group: 0, sort: 0 });
        },
      ),
      { numRuns: 40 },
    );
  });
});
