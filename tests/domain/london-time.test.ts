import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatClock, formatShowTime, formatShowTimeAt } from "../../domain/london-time.ts";

describe("the site's dates and times", () => {
  it("shows instants in London time, in British English", () => {
    expect(formatClock(Date.parse("2026-07-01T19:30:00Z"))).toBe("20:30");
    expect(formatShowTime(Date.parse("2026-11-28T20:00:00Z"))).toBe("Sat 28 Nov, 20:00");
    expect(formatShowTimeAt(Date.parse("2026-11-21T21:00:00Z"))).toBe("Sat 21 Nov at 21:00");
  });

  it("shows a calendar day stored as its UTC midnight as that day", () => {
    expect(formatCalendarDay(Date.UTC(2026, 5, 30))).toBe("30 Jun 2026");
    expect(formatCalendarDay(Date.UTC(2026, 10, 28))).toBe("28 Nov 2026");
  });
});
