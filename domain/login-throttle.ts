export const LOGIN_WINDOW_MS = 15 * 60_000
export const FREE_LOGIN_FAILURES = 10
export const FIRST_LOGIN_DELAY_MS = 2_000
export const MAX_LOGIN_DELAY_MS = 15 * 60_000

export interface LoginFailures {
  readonly windowStart: number
  readonly failures: number
  readonly lastFailureAt: number
}

export const loginWindowExpired = (record: LoginFailures, now: number): boolean => now - record.windowStart >= LOGIN_WINDOW_MS

// After the free failures in one window, each further failure doubles the wait before the next attempt.
export const loginDelayMs = (failures: number): number =>
  failures < FREE_LOGIN_FAILURES
    ? 0
    : Math.min(MAX_LOGIN_DELAY_MS, FIRST_LOGIN_DELAY_MS * 2 ** Math.min(failures - FREE_LOGIN_FAILURES, 30))

export const loginWaitMs = (record: LoginFailures | null, now: number): number => {
  if (record === null || loginWindowExpired(record, now)) return 0
  return Math.max(0, record.lastFailureAt + loginDelayMs(record.failures) - now)
}

export const afterLoginFailure = (record: LoginFailures | null, now: number): LoginFailures =>
  record === null || loginWindowExpired(record, now)
    ? { windowStart: now, failures: 1, lastFailureAt: now }
    : { windowStart: record.windowStart, failures: record.failures + 1, lastFailureAt: now }
