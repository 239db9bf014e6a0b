import { Effect } from "effect";
import { HttpServerResponse } from "effect/http";
import { spendQuota } from "../../application/site/request-quota.ts";
import type { QuotaRule } from "../../application/site/request-quota.ts";
import type { TooManyRequests } from "../../application/site/site-failures.ts";
import { PROBLEM_CONTENT_TYPE } from "./contract/problems.ts";
import { clientAddressOfRequest } from "./session-cookie.ts";

export const tooManyRequestsResponse = (error: TooManyRequests, detail: string) =>
  HttpServerResponse.jsonUnsafe(
    { type: "urn:tellyfilms:problem:too-many-requests", title: "Too Many Requests", status: 429, detail },
    { status: 429, contentType: PROBLEM_CONTENT_TYPE, headers: { "retry-after": String(error.retryAfterSeconds) } },
  );

/** Runs a handler only within the client address's budget for `name`; over it, answers 429 with Retry-After. */
export const withinAddressQuota =
  (name: string, rule: QuotaRule) =>
  <A, E, R>(handler: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      const client = yield* clientAddressOfRequest;
      return yield* spendQuota(`${name}:${client}`, rule).pipe(
        Effect.matchEffect({
          onFailure: (error) => Effect.succeed(tooManyRequestsResponse(error, "Too many requests from this address; please try again later.")),
          onSuccess: () => handler,
        }),
      );
    });
