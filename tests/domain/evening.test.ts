import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEvening, makeEveningTest } from "../../domain/evening.ts";
import { localClock } from "../../domain/zoned-time.ts";
import { arbNearDstChange } from "./listing-arbitraries.ts";
import { at, hours, ZONE } from "./listing-fixtures.ts";

describe("evening", () => {
  it("runs from 18:00 to 04:00 on both daylight-saving Sundays", () => {
    expect(isEvening(at("2025-03-30T17:59:00+01:00"), ZONE)).toBe(false);
    expect(isEvening(at("2025-03-30T18:00:00+01:00"), ZONE)).toBe(true);
    expect(isEvening(at("2025-10-26T01:30:00Z"), ZONE)).toBe(true);
    expect(isEvening(at("2025-10-26T04:00:00Z"), ZONE)).toBe(false);
    expect(isEvening(at("2025-10-26T18:00:00Z"), ZONE)).toBe(true);
  });

  it("agrees with the local clock around daylight-saving changes, with or without the precomputed calendar", () => {
    fc.assert(
      fc.property(arbNearDstChange, fc.integer({ min: -hours(24 * 20), max: hours(24 * 20) }), (now, offset) => {
        const time = now + offset;
        const hour = localClock(time, ZONE).hour;
        const expected = hour >= 18 || hour < 4;
        expect(isEvening(time, ZONE)).toBe(expected);
        expect(makeEveningTest(now, ZONE)(time)).toBe(expected);
      }),
    );
  });
});
