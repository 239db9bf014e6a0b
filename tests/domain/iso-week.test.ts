import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoWeekOf } from "../../domain/iso-week.ts";
import { addDays, weekdayOf } from "../../domain/local-date.ts";

describe("ISO weeks", () => {
  it("names the week a date falls in, with weeks starting on Monday and week 1 holding the first Thursday", () => {
    expect(isoWeekOf({ year: 2026, month: 11, day: 20 })).toBe("2026-W47");
    expect(isoWeekOf({ year: 2026, month: 11, day: 16 })).toBe("2026-W47");
    expect(isoWeekOf({ year: 2026, month: 11, day: 22 })).toBe("2026-W47");
    expect(isoWeekOf({ year: 2026, month: 11, day: 23 })).toBe("2026-W48");
    expect(isoWeekOf({ year: 2027, month: 1, day: 1 })).toBe("2026-W53");
    expect(isoWeekOf({ year: 2025, month: 12, day: 29 })).toBe("2026-W01");
  });

  it("gives the seven days from a Monday the same week and the next Monday another", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = addDays({ year: 2000, month: 1, day: 3 }, offset);
        const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
        const week = isoWeekOf(monday);
        for (let index = 1; index < 7; index++) expect(isoWeekOf(addDays(monday, index))).toBe(week);
        expect(isoWeekOf(addDays(monday, 7))).not.toBe(week);
      }),
    );
  });
});
