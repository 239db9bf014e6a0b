import { createHash, timingSafeEqual } from "node:crypto";
import { Effect, Metric } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { PrometheusMetrics } from "effect/observability";
import { JobRuns } from "../../application/operations/job-runs.ts";
import { MailOutboxDepth } from "../../application/operations/mail-outbox-depth.ts";
import {
  databasePoolConnections,
  jobLastRunCount,
  jobLastRunDuration,
  jobLastRunStart,
  jobLastRunSucceeded,
  jobLastSuccess,
  mailOutboxMails,
} from "../observability/app-metrics.ts";
import { Database } from "../persistence/database-service.ts";
import { problemResponse } from "./guard-middleware.ts";

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the bearer token, compared in constant time. */
export const bearerMatches = (authorization: string | undefined, token: string): boolean => {
  const offered = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  return timingSafeEqual(digest(offered ?? ""), digest(token)) && offered !== undefined;
};

interface PgPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const seconds = (ms: number) => ms / 1000;

// `operator_job`, not `job`, which Prometheus keeps for its own scrape job.
// The figures kept in the database (job runs, the outbox) and the pool are read at each scrape, so they are the same whichever server answers.
const readStoredFigures = Effect.gen(function* () {
  const health = yield* (yield* JobRuns).health;
  for (const job of health) {
    const attributes = { operator_job: job.job };
    yield* Metric.update(Metric.withAttributes(jobLastRunStart, attributes), seconds(job.lastStartedAt));
    yield* Metric.update(Metric.withAttributes(jobLastRunSucceeded, attributes), job.lastOutcome === "succeeded" ? 1 : 0);
    if (job.lastDurationMs !== null) yield* Metric.update(Metric.withAttributes(jobLastRunDuration, attributes), seconds(job.lastDurationMs));
    if (job.lastSucceededAt !== null) yield* Metric.update(Metric.withAttributes(jobLastSuccess, attributes), seconds(job.lastSucceededAt));
    for (const [count, value] of Object.entries(job.lastCounts)) {
      yield* Metric.update(Metric.withAttributes(jobLastRunCount, { operator_job: job.job, count }), value);
    }
  }
  const depth = yield* (yield* MailOutboxDepth).byStatus;
  for (const [status, mails] of Object.entries(depth)) yield* Metric.update(Metric.withAttributes(mailOutboxMails, { status }), mails);
  const database = yield* Database;
  if (database.engine === "postgresql") {
    const pool = (yield* Effect.promise(() => database.orm.em.getConnection().getNativeClient())) as PgPool;
    yield* Metric.update(Metric.withAttributes(databasePoolConnections, { state: "total" }), pool.totalCount);
    yield* Metric.update(Metric.withAttributes(databasePoolConnections, { state: "idle" }), pool.idleCount);
    yield* Metric.update(Metric.withAttributes(databasePoolConnections, { state: "waiting" }), pool.waitingCount);
  }
});

/**
 * `GET /metrics` in the Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise);
 * without a token configured there is no such endpoint (404).
 */
export const MetricsRoute = (token: string | undefined) =>
  HttpRouter.add("GET", "/metrics", (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      if (token === undefined)
        return problemResponse(404, "Metrics are not enabled on this server (METRICS_TOKEN is not set).", {}, "urn:tellyfilms:problem:not-found");
      if (!bearerMatches(request.headers["authorization"], token)) {
        return problemResponse(
          401,
          "The metrics need the bearer token.",
          { "www-authenticate": 'Bearer realm="metrics"' },
          "urn:tellyfilms:problem:unauthorized",
        );
      }
      yield* readStoredFigures;
      const text = yield* PrometheusMetrics.format();
      return HttpServerResponse.text(text, { contentType: "text/plain; version=0.0.4; charset=utf-8", headers: { "cache-control": "no-store" } });
    }),
  );
