import { Clock, Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { countAdvertView } from "../../../application/site/count-advert-view.ts";
import { logClientError } from "../../../application/site/log-client-error.ts";
import { saveFeedback } from "../../../application/site/save-feedback.ts";
import { ACKNOWLEDGED } from "../contract/acknowledged.ts";
import { Api } from "../contract/api.ts";
import { NotFoundProblem } from "../contract/problems.ts";
import { ANONYMOUS_WRITE_QUOTAS } from "../../../application/site/request-quota.ts";
import { tooManyRequestsResponse, withinAddressQuota } from "../address-quota.ts";
import { clientAddressOfRequest } from "../session-cookie.ts";

export const FeedbackHandlers = HttpApiBuilder.group(Api, "feedback", (handlers) =>
  Effect.succeed(
    handlers
      .handle("saveFeedback", ({ payload }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          yield* saveFeedback({ feedback: payload.feedback, category: payload.category, email: payload.email ?? null }, now);
          return ACKNOWLEDGED;
        }).pipe(withinAddressQuota("feedback", ANONYMOUS_WRITE_QUOTAS.feedback)),
      )
      .handle("logError", ({ payload }) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest;
          const now = yield* Clock.currentTimeMillis;
          const client = yield* clientAddressOfRequest;
          const entry = {
            url: payload.url,
            method: payload.method,
            message: payload.errorMsg,
            userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
          };
          return yield* logClientError(entry, client, now).pipe(
            Effect.as(ACKNOWLEDGED),
            Effect.catchTag("TooManyRequests", (error) =>
              Effect.succeed(tooManyRequestsResponse(error, "Too many error reports from this client; try again later.")),
            ),
          );
        }),
      )
      .handle("advertViewed", ({ params }) =>
        countAdvertView(params.id).pipe(
          Effect.as(ACKNOWLEDGED),
          Effect.catchTag("AdvertNotFound", (error) => Effect.fail(new NotFoundProblem({ detail: `No advert ${error.id}` }))),
          withinAddressQuota("advert-view", ANONYMOUS_WRITE_QUOTAS.advertView),
        ),
      ),
  ),
);
