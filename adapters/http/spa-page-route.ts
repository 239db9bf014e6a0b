import path from "node:path";
import { Clock, Effect } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { DataVersion } from "../../application/data-version.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import type { AppConfig } from "../config/app-config.ts";
import { basicInitialData } from "./basic-initial-data-json.ts";
import { rememberAnswer } from "./fast-answers.ts";
import { jsonForScript, scriptSafeJson } from "./json-ld.ts";
import { renderPageHead } from "./page-heads.ts";
import { slashedSitePath } from "./contract/site-routes.ts";
import { weightOf } from "./public-json.ts";
import { Representation, respondWith } from "./representation.ts";
import { ResponseCache } from "./response-cache.ts";
import { loadSpaPages, matchSiteRoute, type SpaPages } from "./spa-pages.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";
import { minuteKey } from "./time-keys.ts";

interface RenderedPage {
  readonly status: number;
  readonly representation: Representation;
}

const renderPage = (pages: SpaPages, config: AppConfig, match: NonNullable<ReturnType<typeof matchSiteRoute>>, pathname: string, now: number) =>
  Effect.gen(function* () {
    const initial = yield* basicInitialData(now, LONDON);
    const rendering = yield* renderPageHead({ match, pathname, publicUrl: config.publicUrl, now, zone: LONDON, initialData: initial.data });
    const html = pages.render(rendering.head, {
      initialDataJson: scriptSafeJson(initial.json),
      linkedDataJson: rendering.linkedData === undefined ? undefined : jsonForScript(rendering.linkedData),
      rootText: rendering.rootText,
    });
    return {
      status: pages.available ? rendering.status : 503,
      representation: new Representation(Buffer.from(html, "utf8"), "text/html; charset=utf-8").precompress(),
    } satisfies RenderedPage;
  });

/**
 * The built web app: files from the build (hashed assets cached for a year), and index.html for every route of the site
 * with its own title, description, Open Graph tags, linked data and the basic initial data; a page's path without its
 * trailing slash redirects to the slashed path, other paths to /.
 * A page is rendered once a minute per data version (its server time is that minute's), then sent from memory with an ETag.
 */
export const spaPageRoutes = (config: AppConfig) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const pages = loadSpaPages(config.distDir);
      const files = loadStaticFiles(config.distDir);
      const notFound = HttpServerResponse.text("Not Found", { status: 404 });
      yield* router.add("GET", "/*", (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const url = new URL(request.url, "http://x");
          const pathname = url.pathname;
          const file = yield* serveStaticFile(files, pathname);
          if (file !== undefined) return file;
          const match = matchSiteRoute(pathname);
          if (match === undefined) {
            if (path.extname(pathname) !== "") return notFound;
            const slashed = slashedSitePath(pathname);
            if (slashed !== undefined) return HttpServerResponse.redirect(slashed + url.search, { status: 308 });
            return HttpServerResponse.redirect("/", { status: 302 });
          }
          const now = yield* Clock.currentTimeMillis;
          const version = yield* (yield* DataVersion).current;
          const cache = yield* ResponseCache;
          const page = yield* cache.getOrCompute(`page:${pathname}:${minuteKey(now)}@${version}`, renderPage(pages, config, match, pathname, now), (rendered) =>
            weightOf(rendered.representation),
          );
          const respond = { cacheControl: "no-cache", status: page.status };
          yield* rememberAnswer(page.representation, respond, { version, minute: minuteKey(now), fromResponseCache: true, onEachAnswer: undefined });
          return yield* respondWith(request.headers, page.representation, respond);
        }),
      );
    }),
  );
