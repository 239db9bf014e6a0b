import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareShowings, groupShowings, isPlusOneChannel, type ListingRow, type ShowingPreference } from "../../domain/film-rows.ts";
import type { Filters } from "../../domain/filters.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { buildFilmListing, buildFilmListingWithCounts, selectListing } from "../../domain/select-listing.ts";
import type { Show } from "../../domain/show.ts";
import { arbFilters, arbFlagSets, arbWorld } from "./listing-arbitraries.ts";
import { channels, hours, listingInput, lookup, minutes, NOW, show } from "./listing-fixtures.ts";

const PLUS_ONE = { id: 6, name: "BBC One +1", slug: "bbc-one-plus-1", logo: null, systems: [[1, 2]] as const, hd: true };
const withPlusOne = makeListingLookup({ films: lookup.films.values(), channels: [...channels, PLUS_ONE] });
const preference: ShowingPreference = { premiereSystemId: 1, channels: withPlusOne.channels, now: NOW };
const best = (shows: ReadonlyArray<Show>): number | undefined => groupShowings(shows, preference)[0]?.show.id;

const rowIds = (rows: ReadonlyArray<ListingRow>) => rows.map((row) => [row.show.id, row.others.map((other) => other.id)]);

describe("the best showing of a film", () => {
  it("prefers a premiere on the chosen system to an earlier showing", () => {
    expect(best([show({ id: 1, time: NOW + hours(1) }), show({ id: 2, time: NOW + hours(5), p: [1] })])).toBe(2);
    expect(best([show({ id: 1, time: NOW + hours(1) }), show({ id: 2, time: NOW + hours(5), p: [2] })])).toBe(1);
  });

  it("prefers the original channel to its +1, even an hour earlier", () => {
    expect(best([show({ id: 1, time: NOW + hours(1), cs: [6] }), show({ id: 2, time: NOW + hours(2), cs: [1] })])).toBe(2);
  });

  it("prefers HD to SD, then the earliest showing", () => {
    expect(best([show({ id: 1, time: NOW + hours(1), cs: [1] }), show({ id: 2, time: NOW + hours(3), cs: [2] })])).toBe(2);
    expect(best([show({ id: 1, time: NOW + hours(4), cs: [3] }), show({ id: 2, time: NOW + hours(3), cs: [5] })])).toBe(2);
  });

  it("prefers a showing still to start to one already under way", () => {
    expect(best([show({ id: 1, time: NOW - minutes(20), cs: [2], p: [1] }), show({ id: 2, time: NOW + hours(30), cs: [3] })])).toBe(2);
    expect(best([show({ id: 1, time: NOW - minutes(20), cs: [2] })])).toBe(1);
  });

  it("tells a +1 channel by its name", () => {
    expect(isPlusOneChannel({ name: "ITV1 +1" })).toBe(true);
    expect(isPlusOneChannel({ name: "Film4+1" })).toBe(true);
    expect(isPlusOneChannel({ name: "Channel 4" })).toBe(false);
  });
});

describe("one row per film", () => {
  const shows = [
    show({ id: 1, f: "tt0000002", time: NOW + hours(1) }),
    show({ id: 2, f: "tt0000001", time: NOW + hours(2) }),
    show({ id: 3, f: "tt0000002", time: NOW + hours(3), p: [1] }),
    show({ id: 4, f: "tt0000002", time: NOW + hours(26) }),
  ];

  it("shows each film once with its other showings, earliest first, and counts films", () => {
    const listing = buildFilmListing(listingInput(shows));
    expect(rowIds(listing.rows)).toEqual([
      [2, []],
      [3, [1, 4]],
    ]);
    expect(listing.films).toBe(2);
  });

  it("shows every showing on its own row when the visitor asks for it, still counting films", () => {
    const listing = buildFilmListing(listingInput(shows, { every_showing: true }));
    expect(listing.rows.map((row) => row.show.id)).toEqual([1, 2, 3, 4]);
    expect(listing.films).toBe(2);
  });

  it("picks the best showing among those the filters keep", () => {
    const listing = buildFilmListing(listingInput(shows, { specific_day: 1 }));
    expect(rowIds(listing.rows)).toEqual([[4, []]]);
  });

  it("keeps only showings with the access service or note each switch asks for", () => {
    const flagged = [show({ id: 1, sub: true, ad: true }), show({ id: 2, f: "tt0000002", sl: true, ft: true }), show({ id: 3, f: "tt0000003", lc: true })];
    const pick = (filters: Partial<Filters>) => buildFilmListing(listingInput(flagged, filters)).rows.map((row) => row.show.id);
    expect(pick({ subtitled: true })).toEqual([1]);
    expect(pick({ audio_described: true })).toEqual([1]);
    expect(pick({ signed: true })).toEqual([2]);
    expect(pick({ first_time_free: true })).toEqual([2]);
    expect(pick({ last_chance: true })).toEqual([3]);
    expect(pick({ subtitled: true, signed: true })).toEqual([]);
  });
});

const arbCase = arbWorld.chain((world) =>
  fc.record({ world: fc.constant(world), filters: arbFilters, flags: arbFlagSets(world.films.map((entry) => entry.imdb)) }),
);

describe("film row laws", () => {
  it("has one row per film, and the rows hold exactly the selected showings", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const input = listingInput(world.shows, { ...filters, every_showing: false }, { lookup: world.lookup, flags });
        const selected = selectListing(input);
        const { rows, films } = buildFilmListing(input);
        const keys = rows.map((row) => row.show.f);
        expect(new Set(keys).size).toBe(keys.length);
        expect(films).toBe(rows.length);
        expect(new Set(keys)).toEqual(new Set(selected.map((item) => item.f)));
        const held = rows.flatMap((row) => [row.show, ...row.others]);
        expect(held.length).toBe(selected.length);
        expect(new Set(held)).toEqual(new Set(selected));
      }),
    );
  });

  it("shows as each row's showing one of the film's showings that no other beats", () => {
    fc.assert(
      fc.property(arbWorld, (world) => {
        const pref: ShowingPreference = { premiereSystemId: 1, channels: world.lookup.channels, now: NOW };
        for (const row of groupShowings(world.shows, pref)) {
          for (const other of row.others) {
            expect(other.f).toBe(row.show.f);
            expect(compareShowings(row.show, other, pref)).toBeLessThanOrEqual(0);
          }
        }
      }),
    );
  });

  it("gives the same rows whether films are filtered before or after grouping", () => {
    fc.assert(
      fc.property(arbCase, fc.func(fc.boolean()), ({ world }, keepFilm) => {
        const keep = (item: Show) => keepFilm(item.f);
        const filmsOnly = groupShowings(world.shows.filter(keep), preference);
        const thenFiltered = groupShowings(world.shows, preference).filter((row) => keep(row.show));
        expect(rowIds(filmsOnly)).toEqual(rowIds(thenFiltered));
      }),
    );
  });

  it("hides the same films by id whether the hide switches act before or after grouping", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const off = { ...filters, hide_watched: false, hide_not_interested: false, hide_alerts: false };
        const on = { ...filters, hide_watched: true, hide_not_interested: true, hide_alerts: true };
        const hidden = (item: Show) => flags.watched.has(item.f) || flags.notInterested.has(item.f) || flags.alerts.has(item.f);
        const all = buildFilmListingWithCounts(listingInput(world.shows, off, { lookup: world.lookup, flags }));
        const some = buildFilmListingWithCounts(listingInput(world.shows, on, { lookup: world.lookup, flags }));
        expect(rowIds(some.rows)).toEqual(rowIds(all.rows.filter((row) => !hidden(row.show))));
      }),
    );
  });

  it("orders films by their best showing's time when sorted by show time", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, flags }) => {
        const input = listingInput(world.shows, { ...filters, order: "show time", order_reversed: false }, { lookup: world.lookup, flags });
        const times = buildFilmListing(input).rows.map((row) => row.show.time);
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }),
    );
  });
});
