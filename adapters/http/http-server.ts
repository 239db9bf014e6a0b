import { createServer } from "node:http";
import path from "node:path";
import { NodeHttpServer } from "@effect/platform-node";
import { Effect, Layer } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http";
import { HttpApiBuilder, HttpApiMiddleware } from "effect/http-api";
import type { AppConfig } from "../config/app-config.ts";
import { Database } from "../persistence/database-service.ts";
import { Api } from "./contract/api.ts";
import { SystemHandlers } from "./handlers/system-handlers.ts";
import { PlaceholderImageRoutes } from "./placeholder-images.ts";
import { headForRoute, loadSpaPages, matchSiteRoute } from "./spa-pages.ts";

const problem = (status: number, title: string, detail: string) =>
  HttpServerResponse.jsonUnsafe({ type: "about:blank", title, status, detail }, {
    status,
    contentType: "application/problem+json",
  });

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide(SystemHandlers),
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

const pageRoutes = (config: AppConfig) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const pages = loadSpaPages(config.distDir);
      const assets = yield* HttpStaticServer.make({
        root: path.join(config.distDir, "assets"),
        cacheControl: "public, max-age=31536000, immutable",
      });
      const rootFiles = yield* HttpStaticServer.make({ root: config.distDir, index: undefined, cacheControl: "public, max-age=3600" });
      yield* router.prefixed("/assets").add("GET", "/*", assets);
      const notFound = HttpServerResponse.text("Not Found", { status: 404 });
      yield* router.add("GET", "/*", (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const pathname = new URL(request.url, "http://x").pathname;
          const match = matchSiteRoute(pathname);
          if (match !== undefined) {
            return HttpServerResponse.text(pages.render(headForRoute(match, config.publicUrl, pathname)), {
              status: pages.available ? 200 : 503,
              contentType: "text/html; charset=utf-8",
              headers: { "cache-control": "no-cache" },
            });
          }
          if (path.extname(pathname) !== "") {
            return yield* Effect.orElseSucceed(rootFiles, () => notFound);
          }
          return HttpServerResponse.redirect("/", { status: 302 });
        }),
      );
    }),
  );

export const makeHttpApp = (config: AppConfig) => Layer.mergeAll(ApiRoutes, UnknownApiRoutes, HealthRoute, PlaceholderImageRoutes, pageRoutes(config));

export const makeHttpServerLayer = (config: AppConfig) =>
  HttpRouter.serve(makeHttpApp(config), {
    routerConfig: { ignoreTrailingSlash: true },
    disableLogger: true,
  }).pipe(
    Layer.provide(
      NodeHttpServer.layer(() => createServer(), {
        port: config.port,
        ...(config.host === undefined ? {} : { host: config.host }),
        gracefulShutdownTimeout: "10 seconds",
      }),
    ),
  );
