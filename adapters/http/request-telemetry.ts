import { randomUUID } from "node:crypto";
import { Cause, Effect, Exit, Metric } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { httpRequestDuration, httpRequests, httpRequestsInFlight, loginRefusals } from "../observability/app-metrics.ts";
import { PROBLEM_CONTENT_TYPE } from "./contract/problems.ts";
import { MatchedRoute } from "./route-templates.ts";

export const REQUEST_ID_HEADER = "x-request-id";

// An id a proxy or client sends is kept only when it is short and plain, so it cannot forge log lines or bloat them.
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export const requestIdOf = (offered: string | undefined): string => (offered !== undefined && SANE_REQUEST_ID.test(offered) ? offered : randomUUID());

const LOGIN_THROTTLED = "urn:tellyfilms:problem:too-many-attempts";

// Problems (RFC 9457) carry the request id as an extension member, so a user's report can be found in the logs.
const withRequestIdInProblem = (response: HttpServerResponse.HttpServerResponse, requestId: string) => {
  const contentType = response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined);
  if (response.body._tag !== "Uint8Array" || contentType?.startsWith(PROBLEM_CONTENT_TYPE) !== true || response.headers["content-encoding"] !== undefined) {
    return { response, problemType: undefined };
  }
  try {
    const problem = JSON.parse(new TextDecoder().decode(response.body.body)) as Record<string, unknown>;
    const { "content-type": _type, "content-length": _length, ...headers } = response.headers;
    return {
      response: HttpServerResponse.jsonUnsafe(
        { ...problem, requestId },
        { status: response.status, contentType: PROBLEM_CONTENT_TYPE, headers, cookies: response.cookies },
      ),
      problemType: typeof problem["type"] === "string" ? problem["type"] : undefined,
    };
  } catch {
    return { response, problemType: undefined };
  }
};

/**
 * Every request: an id (`X-Request-Id` kept when sane, else made) in the response header, every log line and the body of
 * problems; the request counter and latency histogram by route template, method and status; the in-flight gauge; and,
 * with `accessLog`, one log line per answered request.
 */
export const requestTelemetry = (options: { readonly accessLog: boolean }) =>
  HttpRouter.middleware(
    (app) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest;
        const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER]);
        const started = performance.now();
        yield* Metric.modify(httpRequestsInFlight, 1).pipe(Effect.andThen(Effect.annotateCurrentSpan("http.request.id", requestId)));
        const matched = { path: undefined as string | undefined };
        const exit = yield* app.pipe(
          Effect.provideService(MatchedRoute, matched),
          Effect.annotateLogs({ requestId }),
          Effect.ensuring(Metric.modify(httpRequestsInFlight, -1)),
          Effect.exit,
        );
        const route = matched.path ?? "unmatched";
        const seconds = (performance.now() - started) / 1000;
        const status = Exit.isSuccess(exit) ? exit.value.status : Cause.hasInterruptsOnly(exit.cause) ? 499 : 500;
        const attributes = { method: request.method, route, status: String(status) };
        yield* Metric.update(Metric.withAttributes(httpRequests, attributes), 1);
        yield* Metric.update(Metric.withAttributes(httpRequestDuration, attributes), seconds);
        if (options.accessLog) {
          yield* Effect.logInfo(`${request.method} ${route} ${status}`).pipe(
            Effect.annotateLogs({ requestId, method: request.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 }),
          );
        }
        if (Exit.isFailure(exit)) return yield* exit;
        const answered = withRequestIdInProblem(exit.value, requestId);
        if (answered.problemType === LOGIN_THROTTLED) yield* Metric.update(loginRefusals, 1);
        return HttpServerResponse.setHeader(answered.response, REQUEST_ID_HEADER, requestId);
      }),
    { global: true },
  );
