import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { RETRY_AFTER_SECONDS } from "../persistence/database-outage.ts";
import { Database } from "../persistence/database-service.ts";
import { problemResponse } from "./guard-middleware.ts";

const NOT_READY = "urn:tellyfilms:problem:not-ready";

/** Readiness for load balancers: 200 only while the database answers and every migration is applied; /healthz stays liveness. */
export const ReadinessRoute = HttpRouter.add("GET", "/readyz", () =>
  Effect.gen(function* () {
    const database = yield* Database;
    const pending = yield* database.ping.pipe(
      Effect.andThen(Effect.tryPromise(() => database.orm.migrator.getPending())),
      Effect.map((migrations) => migrations.length),
      Effect.catch(() => Effect.succeed(undefined)),
    );
    const retry = { "retry-after": String(RETRY_AFTER_SECONDS), "cache-control": "no-store" };
    if (pending === undefined) return problemResponse(503, "The database does not answer.", retry, NOT_READY);
    if (pending > 0) return problemResponse(503, `${pending} database migrations are not applied yet.`, retry, NOT_READY);
    return HttpServerResponse.jsonUnsafe({ status: "ready", database: database.engine }, { headers: { "cache-control": "no-store" } });
  }),
);
