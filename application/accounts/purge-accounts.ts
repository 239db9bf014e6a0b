import { Clock, DateTime, Effect } from "effect";
import { LOGIN_WINDOW_MS } from "../../domain/login-throttle.ts";
import { DATA_RETENTION_YEARS } from "../../domain/user.ts";
import { LONGEST_QUOTA_WINDOW_MS, RequestQuota } from "../site/request-quota.ts";
import { AccountRepository } from "./account-repository.ts";
import { EmailChanges } from "./email-changes.ts";
import { LoginAttempts } from "./login-attempts.ts";
import { PasswordResets } from "./password-resets.ts";
import { SessionStore } from "./session-store.ts";

export interface PurgeSummary {
  readonly accounts: number;
  readonly sessions: number;
  readonly resetTokens: number;
  readonly loginCounters: number;
  readonly emailChanges: number;
  readonly rateLimits: number;
}

export const retentionCutoff = (now: number): number => DateTime.toEpochMillis(DateTime.subtract(DateTime.makeUnsafe(now), { years: DATA_RETENTION_YEARS }));

/**
 * Removes accounts terminated longer ago than the retention period, and expired sessions, reset tokens, email changes,
 * login counters and request quota windows.
 */
export const purgeAccounts = Effect.fn("purgeAccounts")(function* () {
  const now = yield* Clock.currentTimeMillis;
  const summary: PurgeSummary = {
    accounts: yield* (yield* AccountRepository).purgeTerminatedBefore(retentionCutoff(now)),
    sessions: yield* (yield* SessionStore).purgeExpired(now),
    resetTokens: yield* (yield* PasswordResets).purgeExpired(now),
    loginCounters: yield* (yield* LoginAttempts).purgeIdleSince(now - LOGIN_WINDOW_MS),
    emailChanges: yield* (yield* EmailChanges).purgeExpiredBefore(now),
    rateLimits: yield* (yield* RequestQuota).purgeStartedBefore(now - LONGEST_QUOTA_WINDOW_MS),
  };
  return summary;
});
