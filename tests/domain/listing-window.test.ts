import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { broadcastDate, broadcastDayStart, LONDON } from "../../domain/broadcast-day.ts";
import { formatIsoDate } from "../../domain/local-date.ts";
import { listingDate, listingWindow } from "../../domain/listing-window.ts";

const at = (iso: string) => Date.parse(iso);

describe("listing windows", () => {
  it("cover today from midnight of the broadcast date to 04:00 the next morning", () => {
    expect(listingWindow("today", at("2026-11-20T12:00:00Z"), LONDON)).toEqual({
      start: at("2026-11-20T00:00:00Z"),
      end: at("2026-11-21T04:00:00Z"),
    });
  });

  it("give the broadcast date of every instant, however the calls before it were ordered (the last minute's answer is kept)", () => {
    const lastSundayOfMarch = at("2026-03-29T00:00:00Z");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.constantFrom(LONDON, "America/New_York")), {
          minLength: 1,
          maxLength: 20,
        }),
        (calls) => {
          for (const [offset, zone] of calls) {
            const instant = lastSundayOfMarch + offset;
            expect(listingDate(instant, zone)).toBe(formatIsoDate(broadcastDate(instant, zone)));
          }
        },
      ),
    );
  });

  it("keep the previous broadcast date until 04:00", () => {
    expect(listingDate(at("2026-11-21T03:59:00Z"), LONDON)).toBe("2026-11-20");
    expect(listingDate(at("2026-11-21T04:00:00Z"), LONDON)).toBe("2026-11-21");
    expect(listingWindow("today", at("2026-11-21T03:59:00Z"), LONDON).start).toBe(at("2026-11-20T00:00:00Z"));
  });

  it("cover the week's eight day options and follow British Summer Time", () => {
    expect(listingWindow("week", at("2026-03-27T12:00:00Z"), LONDON)).toEqual({
      start: at("2026-03-27T00:00:00Z"),
      end: at("2026-04-04T03:00:00Z"),
    });
  });

  it("always contain the current broadcast day", () => {
    fc.assert(
      fc.property(fc.integer({ min: at("2020-01-01T00:00:00Z"), max: at("2030-12-31T00:00:00Z") }), (now) => {
        const today = listingWindow("today", now, LONDON);
        const week = listingWindow("week", now, LONDON);
        expect(today.start).toBeLessThanOrEqual(broadcastDayStart(now, LONDON));
        expect(today.end).toBeGreaterThan(now);
        expect(week.start).toBe(today.start);
        expect(week.end).toBeGreaterThan(today.end);
      }),
    );
  });
});
