import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeChannelSource, changeSpecificDay, changeView, type ListingSettings } from "../../domain/filter-transitions.ts";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { availableViews, VIEWS } from "../../domain/view.ts";
import { channelSourceToast } from "../../domain/channel-source.ts";
import { arbFilters, arbSource } from "./listing-arbitraries.ts";

const settings = (overrides: Partial<ListingSettings> = {}): ListingSettings => ({
  filters: DEFAULT_FILTERS,
  view: "table",
  ...overrides,
});

const NETFLIX = { kind: 2, id: 7 } as const;

describe("switching the channel source", () => {
  it("changes sorting by show time to average rating for a streaming service", () => {
    expect(changeChannelSource(settings(), NETFLIX).filters).toMatchObject({ system: NETFLIX, order: "average rating" });
  });

  it("keeps any other sort order for a streaming service", () => {
    const titled = settings({ filters: { ...DEFAULT_FILTERS, order: "title" } });
    expect(changeChannelSource(titled, NETFLIX).filters.order).toBe("title");
  });

  it("switches the timeline view to the table view for a streaming service", () => {
    const timeline = changeView(settings(), "timeline");
    const switched = changeChannelSource(timeline, NETFLIX);
    expect(switched.view).toBe("table");
    expect(switched.filters.includePast).toBe(false);
  });

  it("keeps order and view for a channel source", () => {
    const timeline = changeView(settings(), "timeline");
    expect(changeChannelSource(timeline, { kind: 1, id: 2 })).toEqual({
      view: "timeline",
      filters: { ...timeline.filters, system: { kind: 1, id: 2 } },
    });
  });

  it("confirms a source change with a toast", () => {
    expect(channelSourceToast("Sky")).toBe("Set channels list to: Sky");
  });
});

describe("switching view and day", () => {
  it("includes past shows in the timeline view and not in the others", () => {
    expect(changeView(settings(), "timeline").filters.includePast).toBe(true);
    expect(changeView(changeView(settings(), "timeline"), "grid").filters.includePast).toBe(false);
  });

  it("offers the timeline only when the source is not a streaming service", () => {
    expect(availableViews({ kind: 1, id: 1 })).toEqual(["table", "grid", "timeline"]);
    expect(availableViews(NETFLIX)).toEqual(["table", "grid"]);
  });

  it("clears include-past when a specific day is chosen, but not for all week", () => {
    const past = { ...DEFAULT_FILTERS, includePast: true };
    expect(changeSpecificDay(past, 2)).toMatchObject({ specific_day: 2, includePast: false });
    expect(changeSpecificDay(past, null)).toMatchObject({ specific_day: null, includePast: true });
  });

  it("never leaves a streaming source in the timeline, and includes past shows exactly in the timeline", () => {
    fc.assert(
      fc.property(arbFilters, fc.constantFrom(...VIEWS), arbSource, fc.constantFrom(...VIEWS), (filters, view, source, next) => {
        const result = changeView(changeChannelSource(changeView({ filters, view }, view), source), next);
        expect(result.filters.includePast).toBe(result.view === "timeline");
        expect(availableViews(result.filters.system)).toContain(result.view);
        if (source.kind === 2) expect(result.filters.order).not.toBe("show time");
      }),
    );
  });
});
