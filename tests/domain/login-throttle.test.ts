import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  afterLoginFailure,
  FIRST_LOGIN_DELAY_MS,
  FREE_LOGIN_FAILURES,
  LOGIN_WINDOW_MS,
  loginDelayMs,
  loginWaitMs,
  MAX_LOGIN_DELAY_MS,
  type LoginFailures,
} from "../../domain/login-throttle.ts";

const failures = (count: number, start = 0): LoginFailures | null => {
  let record: LoginFailures | null = null;
  for (let index = 0; index < count; index++) record = afterLoginFailure(record, start + index);
  return record;
};

describe("login throttling", () => {
  it("lets the first ten failures of a window through without waiting", () => {
    expect(loginWaitMs(failures(FREE_LOGIN_FAILURES - 1), 9)).toBe(0);
    expect(loginWaitMs(failures(FREE_LOGIN_FAILURES), FREE_LOGIN_FAILURES)).toBe(FIRST_LOGIN_DELAY_MS - 1);
  });

  it("never shortens the wait as failures grow, and never waits longer than the cap", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (count) => {
        expect(loginDelayMs(count + 1)).toBeGreaterThanOrEqual(loginDelayMs(count));
        expect(loginDelayMs(count)).toBeLessThanOrEqual(MAX_LOGIN_DELAY_MS);
      }),
    );
    expect(loginDelayMs(FREE_LOGIN_FAILURES + 1)).toBe(2 * FIRST_LOGIN_DELAY_MS);
  });

  it("forgets a window once 15 minutes have passed since its first failure", () => {
    const record = failures(30);
    expect(loginWaitMs(record, LOGIN_WINDOW_MS)).toBe(0);
    expect(afterLoginFailure(record, LOGIN_WINDOW_MS)).toEqual({ windowStart: LOGIN_WINDOW_MS, failures: 1, lastFailureAt: LOGIN_WINDOW_MS });
  });
});
