import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  broadcastDate,
  broadcastDayEnd,
  broadcastDayStart,
  broadcastDayStarts,
  dayOptions,
  highlightsDate,
  lastUpdated,
  specificDayWindow,
} from "../../domain/broadcast-day.ts";
import { localClock } from "../../domain/zoned-time.ts";
import { arbInstant, arbNearDstChange } from "./listing-arbitraries.ts";
import { at, hours, NOW, ZONE } from "./listing-fixtures.ts";

describe("broadcast day", () => {
  it("starts at 04:00 local time, so 03:59 still belongs to the previous day", () => {
    expect(broadcastDayStart(at("2025-06-11T03:59:59+01:00"), ZONE)).toBe(at("2025-06-10T04:00:00+01:00"));
    expect(broadcastDayStart(at("2025-06-11T04:00:00+01:00"), ZONE)).toBe(at("2025-06-11T04:00:00+01:00"));
    expect(broadcastDate(at("2025-06-11T02:30:00+01:00"), ZONE)).toEqual({ year: 2025, month: 6, day: 10 });
  });

  it("lasts 23 hours on the last Sunday of March and 25 hours on the last Sunday of October", () => {
    const spring = at("2025-03-30T12:00:00+01:00");
    expect(broadcastDayStart(spring, ZONE)).toBe(at("2025-03-30T04:00:00+01:00"));
    expect(broadcastDayStart(spring, ZONE) - broadcastDayStart(at("2025-03-29T12:00:00Z"), ZONE)).toBe(hours(23));
    const autumn = at("2025-10-26T12:00:00Z");
    expect(broadcastDayStart(autumn, ZONE)).toBe(at("2025-10-26T04:00:00Z"));
    expect(broadcastDayStart(autumn, ZONE) - broadcastDayStart(at("2025-10-25T12:00:00+01:00"), ZONE)).toBe(hours(25));
  });

  it("lists eight day starts from today's", () => {
    const starts = broadcastDayStarts(NOW, ZONE, 8);
    expect(starts).toHaveLength(8);
    expect(starts[0]).toBe(at("2025-06-11T04:00:00+01:00"));
    expect(starts[7]).toBe(at("2025-06-18T04:00:00+01:00"));
  });

  it("offers all week, today, tomorrow and the next weekdays up to seven days ahead", () => {
    expect(dayOptions(NOW, ZONE)).toEqual([
      { value: null, label: "All week" },
      { value: 0, label: "Today" },
      { value: 1, label: "Tomorrow" },
      { value: 2, label: "Friday" },
      { value: 3, label: "Saturday" },
      { value: 4, label: "Sunday" },
      { value: 5, label: "Monday" },
      { value: 6, label: "Tuesday" },
      { value: 7, label: "Wednesday" },
    ]);
  });

  it("keeps yesterday as today in the day options before 04:00", () => {
    const options = dayOptions(at("2025-06-12T03:00:00+01:00"), ZONE);
    expect(options[3]).toEqual({ value: 2, label: "Friday" });
  });

  it("makes a specific day cover 00:00 to 04:00 of the next day", () => {
    expect(specificDayWindow(NOW, ZONE, 0)).toEqual({
      start: at("2025-06-11T00:00:00+01:00"),
      end: at("2025-06-12T04:00:00+01:00"),
    });
    expect(specificDayWindow(NOW, ZONE, 3)).toEqual({
      start: at("2025-06-14T00:00:00+01:00"),
      end: at("2025-06-15T04:00:00+01:00"),
    });
  });

  it("reports 'last updated' as 04:01 of the latest 04:00", () => {
    expect(lastUpdated(NOW, ZONE)).toBe(at("2025-06-11T04:01:00+01:00"));
    expect(lastUpdated(at("2025-06-12T03:59:00+01:00"), ZONE)).toBe(at("2025-06-11T04:01:00+01:00"));
    expect(lastUpdated(at("2025-10-26T05:00:00Z"), ZONE)).toBe(at("2025-10-26T04:01:00Z"));
  });

  it("rolls the highlights date over at 04:00", () => {
    expect(highlightsDate(at("2025-06-12T03:59:00+01:00"), ZONE)).toEqual({ year: 2025, month: 6, day: 11 });
    expect(highlightsDate(at("2025-06-12T04:00:00+01:00"), ZONE)).toEqual({ year: 2025, month: 6, day: 12 });
  });
});

describe("broadcast day laws", () => {
  it("puts every instant in exactly one broadcast day that starts at 04:00 local time", () => {
    fc.assert(
      fc.property(arbInstant, (instant) => {
        const start = broadcastDayStart(instant, ZONE);
        const end = broadcastDayEnd(instant, ZONE);
        expect(start).toBeLessThanOrEqual(instant);
        expect(instant).toBeLessThan(end);
        expect(broadcastDayStart(end, ZONE)).toBe(end);
        expect(broadcastDayEnd(start - 1, ZONE)).toBe(start);
        const clock = localClock(start, ZONE);
        expect([clock.hour, clock.minute]).toEqual([4, 0]);
      }),
    );
  });

  it("keeps the 04:00 boundary across both daylight-saving changes, with days of 23, 24 or 25 hours", () => {
    fc.assert(
      fc.property(arbNearDstChange, (instant) => {
        const length = broadcastDayEnd(instant, ZONE) - broadcastDayStart(instant, ZONE);
        expect([hours(23), hours(24), hours(25)]).toContain(length);
        const before = localClock(broadcastDayStart(instant, ZONE) - 1, ZONE);
        expect([before.hour, before.minute]).toEqual([3, 59]);
      }),
    );
  });

  it("never moves the broadcast day backwards as time goes on", () => {
    fc.assert(
      fc.property(arbInstant, fc.integer({ min: 0, max: hours(72) }), (instant, later) => {
        expect(broadcastDayStart(instant + later, ZONE)).toBeGreaterThanOrEqual(broadcastDayStart(instant, ZONE));
      }),
    );
  });

  it("makes each specific day run from local midnight to the 04:00 that starts the next broadcast day", () => {
    fc.assert(
      fc.property(arbInstant, fc.integer({ min: 0, max: 7 }), (now, offset) => {
        const window = specificDayWindow(now, ZONE, offset);
        const midnight = localClock(window.start, ZONE);
        expect([midnight.hour, midnight.minute]).toEqual([0, 0]);
        expect(broadcastDayStart(window.end, ZONE)).toBe(window.end);
        expect(window.end - window.start).toBeGreaterThanOrEqual(hours(27));
        expect(window.end - window.start).toBeLessThanOrEqual(hours(29));
        expect(broadcastDayStarts(now, ZONE, offset + 2)[offset + 1]).toBe(window.end);
      }),
    );
  });
});
