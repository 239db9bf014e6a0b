import { Clock, Effect } from "effect";
import { describe, expect, it } from "vitest";
import { clockFromStart } from "../../../adapters/clock/clock-from-start.ts";
import { ConfigurationError, loadAppConfig } from "../../../adapters/config/app-config.ts";

const START = Date.parse("2026-11-25T19:30:00Z");
const readTwice = (clock: Clock.Clock) =>
  Effect.runSync(Effect.provideService(Effect.all([Clock.currentTimeMillis, Clock.currentTimeMillis]), Clock.Clock, clock));

describe("a clock that starts at a configured instant", () => {
  it("stands still at that instant when it does not tick", () => {
    expect(readTwice(clockFromStart({ at: START, ticks: false }))).toEqual([START, START]);
  });

  it("runs on from that instant, never backwards, when it ticks", () => {
    const [first, second] = readTwice(clockFromStart({ at: START, ticks: true }));
    expect(first).toBeGreaterThanOrEqual(START);
    expect(second).toBeGreaterThanOrEqual(first);
  });
});

describe("the CLOCK_START and CLOCK_TICKS settings", () => {
  it("leave the system clock alone when unset", () => {
    expect(loadAppConfig({}).clockStart).toBeUndefined();
  });

  it("take an instant with its offset, ticking unless told not to", () => {
    expect(loadAppConfig({ CLOCK_START: "2026-11-25T19:30:00Z" }).clockStart).toEqual({ at: START, ticks: true });
    expect(loadAppConfig({ CLOCK_START: "2026-11-25T19:30:00+00:00", CLOCK_TICKS: "false" }).clockStart).toEqual({ at: START, ticks: false });
  });

  it("refuse a time without an offset, a non-date or a ticking value other than true or false", () => {
    for (const env of [{ CLOCK_START: "2026-11-25T19:30:00" }, { CLOCK_START: "tomorrow" }, { CLOCK_START: "2026-11-25T19:30:00Z", CLOCK_TICKS: "no" }])
      expect(() => loadAppConfig(env)).toThrow(ConfigurationError);
  });
});
