import { NodeHttpServer } from "@effect/platform-node";
import { Clock, Duration, Effect, Layer } from "effect";
import { HttpMiddleware, HttpRouter, HttpServerResponse } from "effect/http";
import { HttpApiBuilder, HttpApiMiddleware } from "effect/http-api";
import { DataVersion } from "../../application/listings/data-version.ts";
import type { AppConfig } from "../config/app-config.ts";
import { Database } from "../persistence/database-service.ts";
import { AccountApiHandlers, AccountRoutes } from "./account-routes.ts";
import { AdminApiHandlers } from "./admin-routes.ts";
import { CalendarRoutes } from "./calendar-routes.ts";
import { IDLE_GRACE_MS, makeDrainingServer } from "./draining-server.ts";
import { Api } from "./contract/api.ts";
import { CurrentFastAnswers, FastAnswers } from "./fast-answers.ts";
import { makeFastPath } from "./fast-path.ts";
import { SystemHandlers } from "./handlers/system-handlers.ts";
import { PlaceholderImageRoutes } from "./placeholder-images.ts";
import { PremiumApiHandlers, PremiumRoutes } from "./premium-routes.ts";
import { GuardMiddleware } from "./guard-middleware.ts";
import { answerHeadLikeGet } from "./head-requests.ts";
import { PublicApiHandlers } from "./public-api-handlers.ts";
import { ResponseCacheLive } from "./response-cache.ts";
import { CountedResponseCache } from "./counted-response-cache.ts";
import { MetricsRoute } from "./metrics-route.ts";
import { ReadinessRoute } from "./readiness-route.ts";
import { requestTelemetry } from "./request-telemetry.ts";
import { RouteTemplates } from "./route-templates.ts";
import { spaPageRoutes } from "./spa-page-route.ts";

const problem = (status: number, title: string, detail: string) =>
  HttpServerResponse.jsonUnsafe(
    { type: "about:blank", title, status, detail },
    {
      status,
      contentType: "application/problem+json",
    },
  );

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide(SystemHandlers),
  Layer.provide(PublicApiHandlers),
  Layer.provide(AccountApiHandlers),
  Layer.provide(PremiumApiHandlers),
  Layer.provide(AdminApiHandlers),
  Layer.provide(HttpApiMiddleware.layerProblemDetails({ includeDetails: true })),
);

const UnknownApiRoutes = HttpRouter.add("*", "/api/*", (request) =>
  Effect.succeed(problem(404, "Not Found", `No API endpoint ${request.method} ${new URL(request.url, "http://x").pathname}`)),
);

const HealthRoute = HttpRouter.add("GET", "/healthz", () =>
  Effect.gen(function* () {
    const database = yield* Database;
    return yield* database.ping.pipe(
      Effect.as(HttpServerResponse.jsonUnsafe({ status: "ok", database: database.engine }, { headers: { "cache-control": "no-store" } })),
      Effect.catch(() => Effect.succeed(problem(503, "Service Unavailable", "The database does not answer"))),
    );
  }),
);

const CompressionMiddleware = HttpRouter.middleware(HttpMiddleware.compression(), { global: true });

export const makeHttpApp = (config: AppConfig) =>
  Layer.mergeAll(
    // First, so it wraps the guard: it sees every final answer and puts the request id into problems.
    requestTelemetry({ accessLog: config.logFormat === "json" }),
    ApiRoutes,
    UnknownApiRoutes,
    HealthRoute,
    PlaceholderImageRoutes,
    spaPageRoutes(config),
    AccountRoutes,
    CalendarRoutes,
    PremiumRoutes,
    GuardMiddleware,
    CompressionMiddleware,
  ).pipe(Layer.merge(Layer.mergeAll(ReadinessRoute, MetricsRoute(config.metricsToken))), Layer.provide(RouteTemplates));

export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

/** The server; `answers` holds what it sends from the request listener (tests pass their own to see it). */
export const makeHttpServerLayer = (config: AppConfig, answers: FastAnswers = new FastAnswers()) =>
  Layer.unwrap(
    Effect.sync(() => {
      const deadline = (config.shutdownTimeoutSeconds ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS) * 1000;
      // In-flight requests get most of the deadline; then open sockets are cut, so the rest of the stop fits in it too.
      const drainFor = Math.max(deadline - 1000, deadline / 2);
      const { server, startDraining, onCut, answerFirst } = makeDrainingServer(drainFor);
      const served = HttpRouter.serve(makeHttpApp(config), {
        routerConfig: { ignoreTrailingSlash: true },
        disableLogger: true,
      }).pipe(
        // With tracing on, every request goes through the app, which makes its span.
        Layer.provide(Layer.succeed(CurrentFastAnswers, config.otlpEndpoint === undefined ? answers : undefined)),
        // Handlers read the response cache per request, so the API and the pages share one.
        Layer.provide(CountedResponseCache(ResponseCacheLive())),
        Layer.provide(
          NodeHttpServer.layer(() => answerHeadLikeGet(server), {
            port: config.port,
            ...(config.host === undefined ? {} : { host: config.host }),
            gracefulShutdownTimeout: Duration.millis(drainFor),
          }),
        ),
      );
      // Built after the server, so its finalizer runs first: draining starts before the server stops listening, and the
      // listening socket stays open for the idle grace, since closing it also resets idle keep-alive sockets at once.
      const DrainOnStop = Layer.effectDiscard(
        Effect.gen(function* () {
          const context = yield* Effect.context<never>();
          onCut((connections) =>
            Effect.runForkWith(context)(Effect.logWarning(`Stopping: ${connections} connection(s) still open cut at the ${drainFor / 1000} s drain deadline`)),
          );
          yield* Effect.addFinalizer(() => Effect.sync(startDraining).pipe(Effect.andThen(Effect.sleep(Duration.millis(IDLE_GRACE_MS)))));
        }),
      );
      // Answers the app gave before are sent from the request listener, before the app is entered.
      const FastPath = Layer.effectDiscard(
        Effect.gen(function* () {
          const context = yield* Effect.context<never>();
          const dataVersion = yield* DataVersion;
          const clock = yield* Clock.Clock;
          answerFirst(makeFastPath({ answers, dataVersion, clock, context, publicUrl: config.publicUrl, accessLog: config.logFormat === "json" }));
          // It answers no longer than the app it stands in for.
          yield* Effect.addFinalizer(() => Effect.sync(() => answerFirst(() => false)));
        }),
      );
      return Layer.provideMerge(DrainOnStop, Layer.merge(served, FastPath));
    }),
  );
