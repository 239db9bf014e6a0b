import { describe, expect, it } from "vitest";
import { ACCOUNT_LOGIN_ATTEMPTS, LOGIN_WINDOW_MS, loginWaitMs } from "../../domain/login-throttle.ts";

describe("the login wait", () => {
  it("is nothing while the window's attempts are within the budget", () => {
    expect(loginWaitMs({ windowStart: 0, attempts: ACCOUNT_LOGIN_ATTEMPTS }, ACCOUNT_LOGIN_ATTEMPTS, 5_000)).toBe(0);
  });

  it("lasts until the window ends once the budget is spent", () => {
    expect(loginWaitMs({ windowStart: 0, attempts: ACCOUNT_LOGIN_ATTEMPTS + 1 }, ACCOUNT_LOGIN_ATTEMPTS, 60_000)).toBe(LOGIN_WINDOW_MS - 60_000);
  });

  it("is at least a second, so a refusal never says to wait 0 seconds", () => {
    expect(loginWaitMs({ windowStart: 0, attempts: 99 }, ACCOUNT_LOGIN_ATTEMPTS, LOGIN_WINDOW_MS)).toBe(1000);
  });
});
