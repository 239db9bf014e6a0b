import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import escapeHtml from "escape-html";
import { BASIC_INITIAL_DATA_ELEMENT_ID } from "../../domain/basic-initial-data.ts";
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

const rootHtml = (extras: PageExtras | undefined): string =>
  extras?.rootText === undefined ? rootElement : `<div id="root"><main><h1>${escapeHtml(extras.rootText)}</h1></main></div>`;

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

export const headForRoute = (match: RouteMatch, publicUrl: string, pathname: string): PageHead => ({
  title: match.route.title || defaultTitle,
  description: match.route.description,
  canonicalUrl: publicUrl + pathname,
});

export { matchSiteRoute };
