import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, PREMIUM_NOT_AVAILABLE, premiumOffer, premiumUntil } from "../../domain/premium.ts";

const utc = (text: string): number => Date.parse(text);
const YEAR_2020 = utc("2020-01-01T00:00:00Z");
const YEAR_2040 = utc("2040-01-01T00:00:00Z");
const arbInstant = fc.integer({ min: YEAR_2020, max: YEAR_2040 });

describe("premium membership", () => {
  it("runs 12 calendar months from the start of a paid period", () => {
    expect(premiumUntil(null, [utc("2026-11-20T12:00:00Z")])).toBe(utc("2027-11-20T12:00:00Z"));
    expect(premiumUntil(null, [utc("2028-02-29T09:30:00Z")])).toBe(utc("2029-02-28T09:30:00Z"));
  });

  it("adds a period paid while premium still runs on to its end", () => {
    const start = utc("2026-11-20T12:00:00Z");
    expect(premiumUntil(null, [start, utc("2027-03-01T00:00:00Z")])).toBe(utc("2028-11-20T12:00:00Z"));
    expect(premiumUntil(null, [start, utc("2027-11-20T12:00:00Z")])).toBe(utc("2028-11-20T12:00:00Z"));
  });

  it("starts a period paid after premium ran out from its own start", () => {
    expect(premiumUntil(null, [utc("2026-01-10T00:00:00Z"), utc("2028-06-01T00:00:00Z")])).toBe(utc("2029-06-01T00:00:00Z"));
  });

  it("keeps the current premium when no period is paid, and never shortens it", () => {
    expect(premiumUntil(null, [])).toBeNull();
    expect(premiumUntil(utc("2030-01-01T00:00:00Z"), [])).toBe(utc("2030-01-01T00:00:00Z"));
    expect(premiumUntil(utc("2030-01-01T00:00:00Z"), [utc("2026-11-20T12:00:00Z")])).toBe(utc("2030-01-01T00:00:00Z"));
  });

  it("depends on the set of paid periods, not on the order they were reported in", () => {
    fc.assert(
      fc.property(fc.array(arbInstant, { maxLength: 6 }), fc.option(arbInstant, { nil: null }), (starts, current) => {
        const reversed = [...starts].reverse();
        const shuffled = [...starts].sort((a, b) => (a % 7) - (b % 7));
        expect(premiumUntil(current, reversed)).toBe(premiumUntil(current, starts));
        expect(premiumUntil(current, shuffled)).toBe(premiumUntil(current, starts));
      }),
    );
  });

  it("never ends sooner when another period is paid, and gives at least 12 months after the latest start", () => {
    fc.assert(
      fc.property(fc.array(arbInstant, { minLength: 1, maxLength: 6 }), arbInstant, (starts, extra) => {
        const before = premiumUntil(null, starts) ?? 0;
        const after = premiumUntil(null, [...starts, extra]) ?? 0;
        expect(after).toBeGreaterThanOrEqual(before);
        expect(after).toBeGreaterThanOrEqual(addMonths(Math.max(...starts, extra), 12));
      }),
    );
  });

  it("adds calendar months, keeping the day or falling back to the month's last day", () => {
    expect(addMonths(utc("2026-01-31T08:00:00Z"), 1)).toBe(utc("2026-02-28T08:00:00Z"));
    expect(addMonths(utc("2026-03-31T08:00:00Z"), 12)).toBe(utc("2027-03-31T08:00:00Z"));
    fc.assert(
      fc.property(arbInstant, (instant) => {
        const later = addMonths(instant, 12);
        expect(later - instant).toBeGreaterThanOrEqual(365 * 86_400_000 - 3 * 86_400_000);
        expect(later - instant).toBeLessThanOrEqual(366 * 86_400_000);
      }),
    );
  });

  it("offers the subscription only with a provider, and says so without one", () => {
    const now = utc("2026-11-20T12:00:00Z");
    expect(premiumOffer(false, null, now)).toEqual({
      available: false,
      premium: false,
      premium_until: null,
      price_pounds: 10,
      months: 12,
      message: PREMIUM_NOT_AVAILABLE,
    });
    expect(premiumOffer(true, now + 1000, now)).toMatchObject({ available: true, premium: true, message: null });
    expect(premiumOffer(true, now, now).premium).toBe(false);
  });
});
