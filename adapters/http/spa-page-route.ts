import path from "node:path";
import { Clock, Effect, Schema } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { DataVersion } from "../../application/listings/data-version.ts";
import { listShows, type ShowsRequest } from "../../application/listings/list-shows.ts";
import { ListingPayload } from "../../domain/listing-payload.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import type { AppConfig } from "../config/app-config.ts";
import { basicInitialData } from "./basic-initial-data-json.ts";
import { rememberAnswer } from "./fast-answers.ts";
import { jsonForScript, scriptSafeJson } from "./json-ld.ts";
import { renderPageHead } from "./page-heads.ts";
import { LISTING_CHOICES_COOKIE } from "./contract/server-rendering.ts";
import { SESSION_COOKIE } from "./contract/session-security.ts";
import { slashedSitePath } from "./contract/site-routes.ts";
import { showsKey } from "./handlers/listings-handlers.ts";
import { cachedValue, isCached, weightOf } from "./public-json.ts";
import { Representation, respondWith } from "./representation.ts";
import { ResponseCache } from "./response-cache.ts";
import { loadAppRenderer, loadSpaPages, matchSiteRoute, type AppRenderer, type SpaPages } from "./spa-pages.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";
import { minuteKey } from "./time-keys.ts";

interface RenderedPage {
  readonly status: number;
  readonly representation: Representation;
}

// The pages whose first screenful of listing rows the server renders, with the listings their first render needs.
const serverRenderedListings: Readonly<Record<string, ReadonlyArray<ShowsRequest>>> = {
  "Main Page": [{ kind: "today" }, { kind: "week" }],
  "Tonight Page": [{ kind: "today" }],
};

const listingsFor = (requests: ReadonlyArray<ShowsRequest>, now: number) =>
  Effect.forEach(requests, (request) =>
    Effect.map(cachedValue(showsKey(request, now), ListingPayload, listShows(request, now, LONDON)), (cached): readonly [string, unknown] => [
      request.kind,
      Schema.encodeUnknownSync(ListingPayload)(cached.value),
    ]),
  );

// A page still goes out, without rows, if its listing or its rendering fails.
const renderApp = (renderer: AppRenderer, requests: ReadonlyArray<ShowsRequest>, pathname: string, basicDataJson: string, now: number) =>
  Effect.gen(function* () {
    const listings = yield* listingsFor(requests, now);
    return yield* Effect.tryPromise(() =>
      renderer({ path: pathname, basicData: JSON.parse(basicDataJson) as unknown, listings: Object.fromEntries(listings) }),
    );
  }).pipe(Effect.catchCause((cause) => Effect.as(Effect.logWarning("The server could not render the page's rows", cause), undefined)));

const renderPage = (
  pages: SpaPages,
  config: AppConfig,
  match: NonNullable<ReturnType<typeof matchSiteRoute>>,
  pathname: string,
  now: number,
  app: { readonly renderer: AppRenderer; readonly listings: ReadonlyArray<ShowsRequest> } | undefined,
) =>
  Effect.gen(function* () {
    const initial = yield* basicInitialData(now, LONDON);
    const rendering = yield* renderPageHead({ match, pathname, publicUrl: config.publicUrl, now, zone: LONDON, initialData: initial.data });
    const appHtml = app === undefined || rendering.status !== 200 ? undefined : yield* renderApp(app.renderer, app.listings, pathname, initial.json, now);
    const html = pages.render(rendering.head, {
      initialDataJson: scriptSafeJson(initial.json),
      linkedDataJson: rendering.linkedData === undefined ? undefined : jsonForScript(rendering.linkedData),
      rootText: rendering.rootText,
      appHtml,
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
 * The Main and Tonight pages carry the app's own markup with their first listing rows (ui/server-render.tsx), unless the
 * visitor's listing choices differ from the defaults.
 * A page is rendered once a minute per data version (its server time is that minute's), then sent from memory with an ETag.
 */
export const spaPageRoutes = (config: AppConfig) =>
  HttpRouter.use((router) =>
    Effect.gen(function* () {
      const pages = loadSpaPages(config.distDir);
      const renderer = yield* loadAppRenderer(config.distDir);
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
          const listings = serverRenderedListings[match.route.name];
          // Rows are rendered for a visitor with the default listing choices only: a member's choices and flags, or a
          // visitor's own choices, would take rows out again once the app starts.
          const defaults = !(LISTING_CHOICES_COOKIE in request.cookies) && !(SESSION_COOKIE in request.cookies);
          const candidate = renderer === undefined || listings === undefined || !defaults ? undefined : { renderer, listings };
          // Rows wait for nothing: until /api/shows/ has computed the listings (first asked since the data changed) the page
          // goes out bare, as it did before, and its scripts are not held up behind that computation on the embedded database.
          const ready = candidate === undefined || (yield* Effect.forEach(candidate.listings, (request) => isCached(showsKey(request, now)))).every(Boolean);
          const app = ready ? candidate : undefined;
          const minute = minuteKey(now);
          const key = `page:${pathname}:${minute}:${app === undefined ? "bare" : "rows"}@${version}`;
          const page = yield* cache.getOrCompute(
            key,
            renderPage(pages, config, match, pathname, now, app),
            (rendered) => weightOf(rendered.representation),
            minute,
          );
          const respond = { cacheControl: "no-cache", status: page.status };
          // A bare page sent only because its rows were not ready yet is not kept for the request listener: the next visitor
          // gets the rows as soon as the listings are computed.
          if (app !== undefined || candidate === undefined)
            yield* rememberAnswer(page.representation, respond, { version, minute, fromResponseCache: true, onEachAnswer: undefined });
          return yield* respondWith(request.headers, page.representation, respond);
        }),
      );
    }),
  );
