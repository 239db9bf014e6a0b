import type { IncomingMessage, ServerResponse } from "node:http";
import { type Clock, type Context, Effect, Metric } from "effect";
import type { DataVersionShape } from "../../application/listings/data-version.ts";
import { httpRequestDuration, httpRequests, responseCacheLookups } from "../observability/app-metrics.ts";
import { carriesSession, type FastAnswers } from "./fast-answers.ts";
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from "./guard-middleware.ts";
import { answerFor } from "./representation.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-telemetry.ts";
import { strictTransportSecurity } from "./strict-transport.ts";
import { minuteKey } from "./time-keys.ts";

export interface FastPathOptions {
  readonly answers: FastAnswers;
  readonly dataVersion: DataVersionShape;
  readonly clock: Clock.Clock;
  readonly publicUrl: string;
  readonly accessLog: boolean;
  /** Where the metrics are recorded and the access log written: the app's own services. */
  readonly context: Context.Context<never>;
}

interface RouteMetrics {
  readonly requests: Metric.Metric<number, unknown>;
  readonly duration: Metric.Metric<number, unknown>;
}

type Handled = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Sends an answer the app gave before (a built file, a page, a public API answer) straight from the request listener, with
 * the app's status, headers, 304 and HEAD behaviour, request id, metrics and access log, while its data version and minute
 * hold; returns false, leaving the request to the app, for anything else.
 */
export const makeFastPath = (options: FastPathOptions): Handled => {
  const { answers, dataVersion, clock, context } = options;
  const hsts = strictTransportSecurity(options.publicUrl);
  const around: Readonly<Record<string, string>> = {
    ...SECURITY_HEADERS,
    "content-security-policy": CONTENT_SECURITY_POLICY,
    ...(hsts === null ? {} : { "strict-transport-security": hsts }),
  };
  const cacheHit = Metric.withAttributes(responseCacheLookups, { result: "hit" });
  const byRoute = new Map<string, RouteMetrics>();
  const metricsOf = (method: string, route: string, status: number): RouteMetrics => {
    const key = `${method} ${route} ${status}`;
    let metrics = byRoute.get(key);
    if (metrics === undefined) {
      const attributes = { method, route, status: String(status) };
      metrics = { requests: Metric.withAttributes(httpRequests, attributes), duration: Metric.withAttributes(httpRequestDuration, attributes) };
      byRoute.set(key, metrics);
    }
    return metrics;
  };
  return (request, response) => {
    const url = request.url;
    if ((request.method !== "GET" && request.method !== "HEAD") || url === undefined) return false;
    const found = answers.find(url);
    if (found === undefined || carriesSession(request.headers.cookie)) return false;
    const now = clock.currentTimeMillisUnsafe();
    if ((found.version !== undefined && found.version !== dataVersion.known()) || (found.minute !== undefined && found.minute !== minuteKey(now))) return false;
    const started = performance.now();
    const headers = request.headers as Readonly<Record<string, string | undefined>>;
    const answer = answerFor(headers, found.representation, found.options);
    const body = answer.encoding === undefined ? undefined : found.representation.encodedNow(answer.encoding);
    if (answer.encoding !== undefined && body === undefined) return false;
    const requestId = requestIdOf(headers[REQUEST_ID_HEADER]);
    // The app sends no Content-Encoding for identity, and the Content-Type of the body.
    const { "content-encoding": encoding, ...answerHeaders } = answer.headers;
    response.writeHead(answer.status, {
      ...answerHeaders,
      ...(body === undefined ? {} : { "content-type": found.representation.contentType, "content-length": String(body.byteLength) }),
      ...(encoding === undefined || encoding === "identity" ? {} : { "content-encoding": encoding }),
      ...around,
      [REQUEST_ID_HEADER]: requestId,
    });
    response.end(body);
    answers.sent += 1;
    found.onEachAnswer?.(now);
    if (found.fromResponseCache) cacheHit.updateUnsafe(1, context);
    // The app's request listener sees HEAD as GET.
    const metrics = metricsOf("GET", found.route, answer.status);
    const seconds = (performance.now() - started) / 1000;
    metrics.requests.updateUnsafe(1, context);
    metrics.duration.updateUnsafe(seconds, context);
    if (options.accessLog) {
      Effect.runForkWith(context)(
        Effect.logInfo(`GET ${found.route} ${answer.status}`).pipe(
          Effect.annotateLogs({ requestId, method: "GET", route: found.route, status: answer.status, durationMs: Math.round(seconds * 10_000) / 10 }),
        ),
      );
    }
    return true;
  };
};
