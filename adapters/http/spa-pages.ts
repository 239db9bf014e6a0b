import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import escapeHtml from "escape-html";
import { defaultTitle, matchSiteRoute, siteName, type RouteMatch } from "./contract/site-routes.ts";

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
}

export interface SpaPages {
  readonly available: boolean;
  readonly render: (head: PageHead) => string;
}

const headMarker = "<!--app-head-->";

const headTags = (head: PageHead): string =>
  [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:site_name" content="${siteName}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeHtml(head.canonicalUrl)}">`,
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`,
  ].join("\n    ");

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
  return { available: true, render: (head) => before + headTags(head) + after };
};

export const headForRoute = (match: RouteMatch, publicUrl: string, pathname: string): PageHead => ({
  title: match.route.title || defaultTitle,
  description: match.route.description,
  canonicalUrl: publicUrl + pathname,
});

export { matchSiteRoute };
