import { Clock, Context, Effect } from "effect";
import { TooManyRequests } from "./site-failures.ts";

export interface QuotaRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RequestQuotaShape {
  /** Counts one request against the key's current window; false when the window's limit is already used up. */
  readonly take: (key: string, rule: QuotaRule, now: number) => Effect.Effect<boolean>;
  /** Forgets the windows that started before the cutoff; answers how many. */
  readonly purgeStartedBefore: (cutoff: number) => Effect.Effect<number>;
}

/** Per-client request budgets shared by every app process. */
export class RequestQuota extends Context.Service<RequestQuota, RequestQuotaShape>()("tellyfilms/application/RequestQuota") {}

const MINUTE = 60_000;

/** No quota rule has a longer window, so a window that started this long ago has ended under every rule. */
export const LONGEST_QUOTA_WINDOW_MS = 60 * MINUTE;

/** Budgets of the writes anyone may make, per client address and window. */
export const ANONYMOUS_WRITE_QUOTAS = {
  signUp: { limit: 10, windowMs: 60 * MINUTE },
  forgotPassword: { limit: 10, windowMs: 60 * MINUTE },
  loginUnlock: { limit: 10, windowMs: 60 * MINUTE },
  resetPassword: { limit: 20, windowMs: 60 * MINUTE },
  feedback: { limit: 10, windowMs: 10 * MINUTE },
  report: { limit: 30, windowMs: 10 * MINUTE },
  advertView: { limit: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, QuotaRule>;

/** Spends one request of the key's budget, or fails with TooManyRequests when it is used up. */
export const spendQuota = (key: string, rule: QuotaRule) =>
  Effect.gen(function* () {
    const allowed = yield* (yield* RequestQuota).take(key, rule, yield* Clock.currentTimeMillis);
    if (!allowed) return yield* new TooManyRequests({ retryAfterSeconds: Math.ceil(rule.windowMs / 1000) });
  });
