import { randomBytes } from "node:crypto";
import path from "node:path";
import { Clock, Effect } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse, HttpStaticServer } from "effect/http";
import { LONDON } from "../../domain/broadcast-day.ts";
import type { AppConfig } from "../config/app-config.ts";
import { basicInitialData } from "./basic-initial-data-json.ts";
import { CONTENT_SECURITY_POLICY } from "./guard-middleware.ts";
import { jsonForScript, scriptSafeJson } from "./json-ld.ts";
import { renderPageHead } from "./page-heads.ts";
import { slashedSitePath } from "./contract/site-routes.ts";
import { loadSpaPages, matchSiteRoute } from "./spa-pages.ts";

const withNonce = (nonce: string): string => CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);

/**
 * The built web app: hashed assets cached for a year, root files, and index.html for every route of the site with
 * its own title, description, Open Graph tags, linked data and the basic initial data; a page's path without its
 * trailing slash redirects to the slashed path, other paths to /.
 */
export const spaPageRoutes = (config: AppConfig) =>
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
          const url = new URL(request.url, "http://x");
          const pathname = url.pathname;
          const match = matchSiteRoute(pathname);
          if (match === undefined) {
            if (path.extname(pathname) !== "") return yield* Effect.orElseSucceed(rootFiles, () => notFound);
            const slashed = slashedSitePath(pathname);
            if (slashed !== undefined) return HttpServerResponse.redirect(slashed + url.search, { status: 308 });
            return HttpServerResponse.redirect("/", { status: 302 });
          }
          const now = yield* Clock.currentTimeMillis;
          const initial = yield* basicInitialData(now, LONDON);
          const rendering = yield* renderPageHead({ match, pathname, publicUrl: config.publicUrl, now, zone: LONDON, initialData: initial.data });
          const nonce = randomBytes(16).toString("base64");
          const html = pages.render(rendering.head, {
            nonce,
            initialDataJson: scriptSafeJson(initial.json),
            linkedDataJson: rendering.linkedData === undefined ? undefined : jsonForScript(rendering.linkedData),
            rootText: rendering.rootText,
          });
          return HttpServerResponse.text(html, {
            status: pages.available ? rendering.status : 503,
            contentType: "text/html; charset=utf-8",
            headers: { "cache-control": "no-cache", "content-security-policy": withNonce(nonce) },
          });
        }),
      );
    }),
  );
