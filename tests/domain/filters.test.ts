import fc from "fast-check";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { migrateStoredSystem } from "../../domain/channel-source.ts";
import {
  decodeStoredFilters,
  DEFAULT_FILTERS,
  EXPLORER_DEFAULT_FILTERS,
  Filters,
  releaseYearBounds,
  yearRangeChosen,
  yearRangeOf,
} from "../../domain/filters.ts";
import { arbFilters } from "./listing-arbitraries.ts";

describe("filter defaults", () => {
  it("defaults certificate, genre and language to 'All'", () => {
    expect([DEFAULT_FILTERS.certificate, DEFAULT_FILTERS.genre, DEFAULT_FILTERS.language]).toEqual(["All", "All", "All"]);
  });

  it("uses the Explorer defaults of the spec", () => {
    expect(EXPLORER_DEFAULT_FILTERS).toMatchObject({
      hd: false,
      tonight: false,
      ondemand: false,
      includePast: false,
      min_year: 1915,
      released_from: 1915,
      max_year: 2024,
      released_to: 2024,
      system: { kind: 1, id: 1 },
      order: "show time",
      hide_watched: true,
      hide_not_interested: true,
    });
  });

  it("are valid Filters", () => {
    expect(Schema.is(Filters)(DEFAULT_FILTERS)).toBe(true);
    expect(Schema.is(Filters)(EXPLORER_DEFAULT_FILTERS)).toBe(true);
  });
});

describe("stored channel source migration", () => {
  it("turns a bare number into a predefined system pair", () => {
    expect(migrateStoredSystem(3)).toEqual({ kind: 1, id: 3 });
  });

  it("turns a custom list, a missing id or rubbish into Freeview", () => {
    expect(migrateStoredSystem({ kind: 0, id: 12 })).toEqual({ kind: 1, id: 1 });
    expect(migrateStoredSystem({ kind: 0, id: null })).toEqual({ kind: 1, id: 1 });
    expect(migrateStoredSystem({ kind: 1, id: null })).toEqual({ kind: 1, id: 1 });
    expect(migrateStoredSystem(0)).toEqual({ kind: 1, id: 1 });
    expect(migrateStoredSystem("sky")).toEqual({ kind: 1, id: 1 });
    expect(migrateStoredSystem(undefined)).toEqual({ kind: 1, id: 1 });
  });

  it("keeps a predefined system or streaming service pair", () => {
    expect(migrateStoredSystem({ kind: 1, id: 2 })).toEqual({ kind: 1, id: 2 });
    expect(migrateStoredSystem({ kind: 2, id: 7 })).toEqual({ kind: 2, id: 7 });
  });

  it("always yields a valid channel source that is not a custom list", () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const source = migrateStoredSystem(stored);
        expect(source.kind).not.toBe(0);
        expect(source.id).not.toBeNull();
      }),
    );
  });
});

describe("stored filters", () => {
  it("keeps valid fields, replaces invalid ones with defaults and migrates the system", () => {
    const decoded = decodeStoredFilters({ order: "title", hd: "yes", specific_day: 9, genre: 3, system: 2 });
    expect(decoded).toEqual({ ...DEFAULT_FILTERS, order: "title", genre: 3, system: { kind: 1, id: 2 } });
  });

  it("falls back to the defaults for anything that is not an object", () => {
    expect(decodeStoredFilters("nonsense")).toBe(DEFAULT_FILTERS);
    expect(decodeStoredFilters(null, EXPLORER_DEFAULT_FILTERS)).toBe(EXPLORER_DEFAULT_FILTERS);
  });

  it("always decodes to valid Filters", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...Object.keys(Filters.fields)), fc.anything())), (stored) => {
        expect(Schema.is(Filters)(decodeStoredFilters(stored))).toBe(true);
      }),
    );
  });

  it("round-trips filters that are already valid, apart from custom lists", () => {
    fc.assert(
      fc.property(
        arbFilters.filter((filters) => filters.system.kind !== 0),
        (filters) => {
          expect(decodeStoredFilters(JSON.parse(JSON.stringify(filters)))).toEqual(filters);
        },
      ),
    );
  });
});

describe("the release year range", () => {
  const arbYears = fc.array(fc.option(fc.integer({ min: 1900, max: 2030 }), { nil: null }), { maxLength: 30 });

  it("is bounded by the oldest and newest release years of the films, whatever year the defaults were written in", () => {
    expect(releaseYearBounds([{ year: 1962 }, { year: null }, { year: 2025 }], DEFAULT_FILTERS)).toEqual({ min: 1962, max: 2025 });
    expect(releaseYearBounds([], DEFAULT_FILTERS)).toEqual({ min: 1915, max: 2024 });
    fc.assert(
      fc.property(arbYears, (years) => {
        const bounds = releaseYearBounds(
          years.map((year) => ({ year })),
          DEFAULT_FILTERS,
        );
        for (const year of years) if (year !== null) expect(year >= bounds.min && year <= bounds.max).toBe(true);
      }),
    );
  });

  it("shows an untouched range as the whole of the data, and a chosen range as chosen", () => {
    fc.assert(
      fc.property(arbYears, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (years, a, b) => {
        const bounds = releaseYearBounds(
          years.map((year) => ({ year })),
          DEFAULT_FILTERS,
        );
        expect(yearRangeOf(DEFAULT_FILTERS, bounds)).toEqual({ ...bounds, from: bounds.min, to: bounds.max });
        const span = bounds.max - bounds.min;
        const from = bounds.min + (Math.min(a, b) % (span + 1));
        const to = Math.max(from, bounds.min + (Math.max(a, b) % (span + 1)));
        const chosen = { ...DEFAULT_FILTERS, ...yearRangeChosen(from, to, bounds) };
        expect(yearRangeOf(chosen, bounds)).toEqual({ ...bounds, from, to });
      }),
    );
  });
});
