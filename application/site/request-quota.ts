import { Context, type Effect } from "effect";

export interface QuotaRule {
  readonly limit: number;
  readonly windowMs: number;
}

export interface RequestQuotaShape {
  /** Counts one request against the key's current window; false when the window's limit is already used up. */
  readonly take: (key: string, rule: QuotaRule, now: number) => Effect.Effect<boolean>;
}

/** Per-client request budgets shared by every app process. */
export class RequestQuota extends Context.Service<RequestQuota, RequestQuotaShape>()("tellyfilms/application/RequestQuota") {}
