import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isHiddenAsPast, SHOW_STATUS_ORDER, showStatus } from "../../domain/show-status.ts";
import { withStatus } from "../../domain/show.ts";
import { minutes, NOW, show } from "./listing-fixtures.ts";

describe("show status", () => {
  it("calls a show that starts later upcoming", () => {
    expect(showStatus(NOW + 1, NOW)).toBe("upcoming");
  });

  it("calls a show that started within the last 10 minutes just started", () => {
    expect(showStatus(NOW, NOW)).toBe("just started");
    expect(showStatus(NOW - minutes(10) + 1, NOW)).toBe("just started");
  });

  it("calls a show that started 10 to 60 minutes ago already started", () => {
    expect(showStatus(NOW - minutes(10), NOW)).toBe("already started");
    expect(showStatus(NOW - minutes(60), NOW)).toBe("already started");
  });

  it("hides a show that started more than an hour ago unless past shows are included", () => {
    expect(showStatus(NOW - minutes(60) - 1, NOW)).toBe("past");
    expect(isHiddenAsPast(NOW - minutes(60) - 1, NOW, false)).toBe(true);
    expect(isHiddenAsPast(NOW - minutes(60) - 1, NOW, true)).toBe(false);
    expect(isHiddenAsPast(NOW - minutes(60), NOW, false)).toBe(false);
  });

  it("sets the status field on live shows only", () => {
    expect(withStatus(show({ id: 1, time: NOW - minutes(5) }), NOW).status).toBe("just started");
    expect(withStatus(show({ id: 2, cs: undefined, s: 7 }), NOW).status).toBeUndefined();
  });

  it("only ever moves forward through upcoming, just started, already started and past", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1e10, max: 1e10 }), fc.nat({ max: 1e9 }), (time, now, later) => {
        const before = SHOW_STATUS_ORDER.indexOf(showStatus(time, now));
        const after = SHOW_STATUS_ORDER.indexOf(showStatus(time, now + later));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it("hides a show exactly when its status is past and past shows are not included", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (time, now) => {
        expect(isHiddenAsPast(time, now, false)).toBe(showStatus(time, now) === "past");
        expect(isHiddenAsPast(time, now, true)).toBe(false);
      }),
    );
  });
});
