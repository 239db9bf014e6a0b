import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { kindsFor, showsFor } from "../../ui/features/listings/listing-selectors.ts";
import type { ListingBatch } from "../../ui/features/listings/listings-slice.ts";
import {
  channelSourceChosen,
  gridPageSizeChosen,
  settingsFromStorage,
  settingsSlice,
  specificDayChosen,
  viewChosen,
} from "../../ui/features/settings/settings-slice.ts";

const stored = (filters: unknown, view: unknown = undefined, showsPerPage: unknown = undefined) =>
  settingsFromStorage({ filters, view, showsPerPage, filmsPanel: undefined });

describe("the settings slice", () => {
  it("migrates a stored bare system number and a custom-list pair to system pairs", () => {
    expect(stored({ system: 3 }).filters.system).toEqual({ kind: 1, id: 3 });
    expect(stored({ system: { kind: 0, id: 12 } }).filters.system).toEqual({ kind: 1, id: 1 });
  });

  it("keeps the defaults for fields that do not decode and falls back to 192 films per page", () => {
    const settings = stored({ order: "popularity", hd: "yes", specific_day: 2 }, "carousel", 50);
    expect(settings.filters.order).toBe(DEFAULT_FILTERS.order);
    expect(settings.filters.hd).toBe(false);
    expect(settings.filters.specific_day).toBe(2);
    expect(settings.view).toBe("table");
    expect(settings.gridPageSize).toBe(192);
  });

  it("includes earlier shows in the timeline view only", () => {
    const timeline = settingsSlice.reducer(stored(undefined), viewChosen("timeline"));
    expect(timeline.filters.includePast).toBe(true);
    expect(settingsSlice.reducer(timeline, viewChosen("grid")).filters.includePast).toBe(false);
    expect(stored({ includePast: false }, "timeline").filters.includePast).toBe(true);
  });

  it("switching to a streaming service leaves the timeline and sorts by average rating instead of show time", () => {
    const timeline = settingsSlice.reducer(stored(undefined), viewChosen("timeline"));
    const streaming = settingsSlice.reducer(timeline, channelSourceChosen({ kind: 2, id: 4 }));
    expect(streaming.view).toBe("table");
    expect(streaming.filters.order).toBe("average rating");
    expect(streaming.filters.includePast).toBe(false);
  });

  it("choosing a specific day clears include earlier", () => {
    const earlier = { ...stored(undefined), filters: { ...DEFAULT_FILTERS, includePast: true } };
    expect(settingsSlice.reducer(earlier, specificDayChosen(2)).filters).toMatchObject({ specific_day: 2, includePast: false });
  });

  it("accepts only the allowed grid page sizes", () => {
    expect(settingsSlice.reducer(stored(undefined), gridPageSizeChosen(24)).gridPageSize).toBe(24);
    expect(settingsSlice.reducer(stored(undefined), gridPageSizeChosen(25)).gridPageSize).toBe(192);
  });
});

describe("the listing kinds", () => {
  it("fetches today first, the week for all-week or other days, and the series when asked", () => {
    expect(kindsFor(DEFAULT_FILTERS, null)).toEqual(["today", "week"]);
    expect(kindsFor({ ...DEFAULT_FILTERS, specific_day: 0 }, null)).toEqual(["today"]);
    expect(kindsFor({ ...DEFAULT_FILTERS, specific_day: 0, include_tvseries: true }, null)).toEqual(["today", "week", "tvseries"]);
    expect(kindsFor({ ...DEFAULT_FILTERS, system: { kind: 2, id: 1 } }, "netflix")).toEqual(["streaming:netflix"]);
  });

  it("uses the week instead of today once it has arrived and adds series episodes", () => {
    const batch = (ids: ReadonlyArray<number>): ListingBatch => ({
      shows: ids.map((id) => ({ id, f: `tt${id}`, time: id, cs: [1] })),
      films: [],
      series: [],
      channels: [],
      savedAt: null,
    });
    const kinds = ["today", "week", "tvseries"] as const;
    expect(showsFor(kinds, { today: batch([1]) }).map((show) => show.id)).toEqual([1]);
    expect(showsFor(kinds, { today: batch([1]), week: batch([1, 2]), tvseries: batch([9]) }).map((show) => show.id)).toEqual([1, 2, 9]);
  });
});
