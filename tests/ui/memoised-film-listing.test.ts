import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { buildFilmListingWithCounts } from "../../domain/select-listing.ts";
import { memoisedFilmListing } from "../../ui/features/listings/memoised-film-listing.ts";
import { arbFilters, arbFlagSets, arbWorld } from "../domain/listing-arbitraries.ts";
import { NOW, ZONE, lookup as fixtureLookup, show } from "../domain/listing-fixtures.ts";

describe("the memoised film listing", () => {
  it("equals the domain's listing whatever filters come one after another", () => {
    fc.assert(
      fc.property(
        arbWorld.chain((world) =>
          fc.record({
            world: fc.constant(world),
            flags: arbFlagSets(world.films.map((item) => item.imdb)),
            steps: fc.array(fc.record({ filters: arbFilters, perShowing: fc.boolean() }), { minLength: 1, maxLength: 6 }),
          }),
        ),
        ({ world, flags, steps }) => {
          const history = [...steps, ...steps.slice().reverse()];
          for (const { filters, perShowing } of history) {
            const input = { shows: world.shows, lookup: world.lookup, filters, flags, now: NOW, zone: ZONE };
            expect(memoisedFilmListing(input, perShowing)).toEqual(buildFilmListingWithCounts(input, perShowing));
          }
        },
      ),
    );
  });

  it("equals the domain's listing when showing switches are turned on one after another, as a visitor narrows the week", () => {
    const switches = ["subtitled", "audio_described", "signed", "first_time_free", "last_chance"] as const;
    fc.assert(
      fc.property(
        arbWorld.chain((world) =>
          fc.record({
            world: fc.constant(world),
            flags: arbFlagSets(world.films.map((item) => item.imdb)),
            start: arbFilters,
            steps: fc.array(fc.oneof(fc.constantFrom(...switches), fc.constant("reverse" as const)), { minLength: 1, maxLength: 5 }),
          }),
        ),
        ({ world, flags, start, steps }) => {
          let filters = start;
          for (const step of steps) {
            filters = step === "reverse" ? { ...filters, order_reversed: !filters.order_reversed } : { ...filters, [step]: true };
            const input = { shows: world.shows, lookup: world.lookup, filters, flags, now: NOW, zone: ZONE };
            expect(memoisedFilmListing(input, false)).toEqual(buildFilmListingWithCounts(input, false));
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
