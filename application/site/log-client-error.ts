import { Effect } from "effect";
import { RequestQuota, type QuotaRule } from "./request-quota.ts";
import { TooManyRequests } from "./site-failures.ts";
import { SiteInbox, type ClientErrorEntry } from "./site-inbox.ts";

export const CLIENT_ERROR_QUOTA: QuotaRule = { limit: 30, windowMs: 10 * 60_000 };

/** Keeps an error a browser reports, at most CLIENT_ERROR_QUOTA.limit per client per window. */
export const logClientError = (entry: ClientErrorEntry, client: string, now: number) =>
  Effect.gen(function* () {
    const quota = yield* RequestQuota;
    const allowed = yield* quota.take(`log-error:${client}`, CLIENT_ERROR_QUOTA, now);
    if (!allowed) return yield* new TooManyRequests({ retryAfterSeconds: Math.ceil(CLIENT_ERROR_QUOTA.windowMs / 1000) });
    const inbox = yield* SiteInbox;
    yield* inbox.recordClientError(entry, now);
  });
