import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";
import { buildFilmListingWithCounts } from "../../domain/select-listing.ts";
import { memoisedFilmListing } from "../../ui/features/listings/memoised-film-listing.ts";
import { arbFilters, arbFlagSets, arbWorld, type World } from "../domain/listing-arbitraries.ts";
import type { FlagSets } from "../../domain/user-flags.ts";
import { NOW, ZONE, lookup as fixtureLookup, show } from "../domain/listing-fixtures.ts";

// A world, a user's flags on its films, and what else a case needs.
const inWorld = <A extends object>(more: fc.Arbitrary<A>) =>
  arbWorld.chain((world) =>
    fc.tuple(fc.constant(world), arbFlagSets(world.films.map((item) => item.imdb)), more).map(([w, flags, rest]) => ({ world: w, flags, ...rest })),
  );

const listingMatches = (world: World, flags: FlagSets, filters: Filters, perShowing: boolean) => {
  const input = { shows: world.shows, lookup: world.lookup, filters, flags, now: NOW, zone: ZONE };
  expect(memoisedFilmListing(input, perShowing)).toEqual(buildFilmListingWithCounts(input, perShowing));
};

describe("the memoised film listing", () => {
  it("equals the domain's listing whatever filters come one after another", () => {
    fc.assert(
      fc.property(
        inWorld(fc.record({ steps: fc.array(fc.record({ filters: arbFilters, perShowing: fc.boolean() }), { minLength: 1, maxLength: 6 }) })),
        ({ world, flags, steps }) => {
          for (const { filters, perShowing } of [...steps, ...steps.slice().reverse()]) listingMatches(world, flags, filters, perShowing);
        },
      ),
    );
  });

  it("equals the domain's listing when showing switches are turned on one after another, as a visitor narrows the week", () => {
    const switches = ["subtitled", "audio_described", "signed", "first_time_free", "last_chance"] as const;
    fc.assert(
      fc.property(
        inWorld(
          fc.record({
            start: arbFilters,
            steps: fc.array(fc.oneof(fc.constantFrom(...switches), fc.constant("reverse" as const)), { minLength: 1, maxLength: 5 }),
          }),
        ),
        ({ world, flags, start, steps }) => {
          let filters = start;
          for (const step of steps) {
            filters = step === "reverse" ? { ...filters, order_reversed: !filters.order_reversed } : { ...filters, [step]: true };
            listingMatches(world, flags, filters, false);
          }
        },
      ),
    );
  });

  it("gives back the same rows and counts when a switch is turned on and off again", () => {
    const shows = [show({ id: 1 }), show({ id: 2, ad: true }), show({ id: 3, f: "tt0000002" })];
    const input = { shows, lookup: fixtureLookup, filters: DEFAULT_FILTERS, now: NOW, zone: ZONE };
    const before = memoisedFilmListing(input, false);
    const narrowed = memoisedFilmListing({ ...input, filters: { ...DEFAULT_FILTERS, audio_described: true } }, false);
    const after = memoisedFilmListing({ ...input, filters: { ...DEFAULT_FILTERS } }, false);
    expect(narrowed.rows.map((row) => row.show.id)).toEqual([2]);
    expect(after.rows).toBe(before.rows);
    expect(after.hidden).toBe(before.hidden);
  });
});
