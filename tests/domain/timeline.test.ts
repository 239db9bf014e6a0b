import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInTimelineWindow, scrollTimeline, timelineOffsetRem, timelineScrollAlert, timelineStart, timelineWindow } from "../../domain/timeline.ts";
import { at, hours, NOW, ZONE } from "./listing-fixtures.ts";

describe("timeline", () => {
  it("starts at midnight, or at the previous day's midnight before 04:00", () => {
    expect(timelineStart(NOW, ZONE)).toBe(at("2025-06-11T00:00:00+01:00"));
    expect(timelineStart(at("2025-06-12T03:59:00+01:00"), ZONE)).toBe(at("2025-06-11T00:00:00+01:00"));
    expect(timelineStart(at("2025-06-12T04:00:00+01:00"), ZONE)).toBe(at("2025-06-12T00:00:00+01:00"));
    expect(timelineStart(at("2025-03-30T12:00:00+01:00"), ZONE)).toBe(at("2025-03-30T00:00:00Z"));
  });

  it("shows from 2 hours before to 12 hours after the position, never before its start", () => {
    const start = timelineStart(NOW, ZONE);
    expect(timelineWindow(NOW, start)).toEqual({ start: NOW - hours(2), end: NOW + hours(12) });
    expect(timelineWindow(start + hours(1), start)).toEqual({ start, end: start + hours(13) });
  });

  it("cannot scroll before its start and says so", () => {
    const start = timelineStart(NOW, ZONE);
    expect(scrollTimeline(NOW, -6, start)).toEqual({ position: NOW - hours(6), blocked: false });
    expect(scrollTimeline(start + hours(1), -2, start)).toEqual({ position: start, blocked: true });
    expect(timelineScrollAlert("Wed 11 Jun")).toBe("You can't scroll past Wed 11 Jun.");
  });

  it("places shows at 0.2 rem per minute", () => {
    expect(timelineOffsetRem(NOW + hours(1), NOW)).toBeCloseTo(12);
  });

  it("keeps shows overlapping the window", () => {
    const window = { start: NOW, end: NOW + hours(12) };
    expect(isInTimelineWindow(NOW - hours(1), 90, window)).toBe(true);
    expect(isInTimelineWindow(NOW - hours(2), 60, window)).toBe(false);
  });

  it("never scrolls to a position before the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: hours(24 * 7) }), fc.constantFrom(-6, -2, 2, 6), (offset, step) => {
        const start = timelineStart(NOW, ZONE);
        const scrolled = scrollTimeline(start + offset, step, start);
        expect(scrolled.position).toBeGreaterThanOrEqual(start);
        expect(timelineWindow(scrolled.position, start).start).toBeGreaterThanOrEqual(start);
      }),
    );
  });
});
