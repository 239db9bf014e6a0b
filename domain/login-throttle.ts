export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Attempts on one account per window from browsers that have never logged in to it: strangers share this budget. */
export const ACCOUNT_LOGIN_ATTEMPTS = 10;
/** Attempts per window from one browser the account knows: the owner's own budget, which strangers cannot spend. */
export const DEVICE_LOGIN_ATTEMPTS = 10;
/** Attempts per window from one client address across all accounts, against password spraying. */
export const ADDRESS_LOGIN_ATTEMPTS = 100;

export interface LoginAttemptCount {
  readonly windowStart: number;
  /** Attempts counted in the window, this one included. */
  readonly attempts: number;
}

/** How long until the window that refused this attempt ends; 0 when the attempt is within its budget. */
export const loginWaitMs = (count: LoginAttemptCount, limit: number, now: number): number =>
  count.attempts <= limit ? 0 : Math.max(1000, count.windowStart + LOGIN_WINDOW_MS - now);
