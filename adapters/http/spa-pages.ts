import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Effect } from "effect";
import escapeHtml from "escape-html";
import { BASIC_INITIAL_DATA_ELEMENT_ID } from "../../domain/basic-initial-data.ts";
import { SERVER_RENDERED_ATTRIBUTE } from "./contract/server-rendering.ts";
import { defaultTitle, matchSiteRoute, siteName, type RouteMatch } from "./contract/site-routes.ts";

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
  readonly ogType?: string;
  readonly ogImage?: string | undefined;
}

export interface PageExtras {
  /** The basic initial data, as JSON text already safe inside a script element. */
  readonly initialDataJson?: string | undefined;
  /** schema.org linked data, as JSON text already safe inside a script element. */
  readonly linkedDataJson?: string | undefined;
  /** Shown until the app starts (and to clients without JavaScript), e.g. the 404 text of an invalid film page. */
  readonly rootText?: string | undefined;
  /** The app's own markup for the page, rendered by the server: the browser starts the app over it once its listing arrives. */
  readonly appHtml?: string | undefined;
}

export interface SpaPages {
  readonly available: boolean;
  readonly render: (head: PageHead, extras?: PageExtras) => string;
}

const headMarker = "<!--app-head-->";
const rootElement = '<div id="root"></div>';

const headTags = (head: PageHead, extras: PageExtras | undefined): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? "website")}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    ...(head.ogImage === undefined ? [] : [`<meta property="og:image" content="${escapeHtml(head.ogImage)}">`]),
    `<meta name="twitter:card" content="summary">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
    ...(extras?.initialDataJson === undefined
      ? []
      : [`<script type="application/json" id="${BASIC_INITIAL_DATA_ELEMENT_ID}">${extras.initialDataJson}</script>`]),
    ...(extras?.linkedDataJson === undefined ? [] : [`<script type="application/ld+json">${extras.linkedDataJson}</script>`]),
  ].join("\n    ");

const rootHtml = (extras: PageExtras | undefined): string => {
  if (extras?.appHtml !== undefined) return `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${extras.appHtml}</div>`;
  return extras?.rootText === undefined ? rootElement : `<div id="root"><main><h1>${escapeHtml(extras.rootText)}</h1></main></div>`;
};

export const loadSpaPages = (distDir: string): SpaPages => {
  const indexPath = path.join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    return {
      available: false,
      render: () => "<!doctype html><title>TellyFilms</title><p>The web app is not built yet: run <code>npm run build</code>.</p>",
    };
  }
  const template = readFileSync(indexPath, "utf8");
  if (!template.includes(headMarker)) throw new Error(`${indexPath} has no ${headMarker} marker`);
  const [before, after] = template.split(headMarker) as [string, string];
  return {
    available: true,
    render: (head, extras) => before + headTags(head, extras) + after.replace(rootElement, rootHtml(extras)),
  };
};

export interface AppRenderInput {
  readonly path: string;
  /** The basic initial data the page embeds, encoded. */
  readonly basicData: unknown;
  /** The listings the page shows first, each encoded as /api/shows/ sends it, by listing kind. */
  readonly listings: Readonly<Record<string, unknown>>;
}

/** Renders the app's markup for a page (ui/server-render.tsx, built into the dist folder's server/ by `npm run build`). */
export type AppRenderer = (input: AppRenderInput) => Promise<string>;

export const loadAppRenderer = (distDir: string): Effect.Effect<AppRenderer | undefined> => {
  const file = path.join(distDir, "server", "server-render.js");
  if (!existsSync(file)) return Effect.succeed(undefined);
  return Effect.promise(() => import(pathToFileURL(file).href) as Promise<{ readonly renderApp: AppRenderer }>).pipe(Effect.map((module) => module.renderApp));
};

export const headForRoute = (match: RouteMatch, publicUrl: string, pathname: string): PageHead => ({
  title: match.route.title || defaultTitle,
  description: match.route.description,
  canonicalUrl: publicUrl + pathname,
});

export { matchSiteRoute };
