import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BasicInitialData, BASIC_INITIAL_DATA_ELEMENT_ID } from "../../../domain/basic-initial-data.ts";
import { ListingPayload } from "../../../domain/listing-payload.ts";
import { INVALID_FILM_PAGE } from "../../../domain/page-texts.ts";
import { siteRoutes } from "../../../adapters/http/contract/site-routes.ts";
import { ASSET_FILE, startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

// The server's clock stands still on a Wednesday evening, so the demo week and every expectation below share one "now".
const NOW = Date.parse("2026-11-25T19:30:00Z");

let server: PublicSiteServer;
let week: ListingPayload;

const page = async (path: string) => {
  const response = await fetch(server.base + path, { redirect: "manual" });
  return { response, html: await response.text() };
};

const unescape = (text: string | undefined) =>
  text
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]);
const metaOf = (html: string, attribute: string, name: string) => unescape(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1]);
const scriptsOf = (html: string, type: string) =>
  [...html.matchAll(new RegExp(`<script type="${type.replace("+", "\\+")}"[^>]*>([\\s\\S]*?)</script>`, "g"))].map((match) => match[1] ?? "");

const samplePath = (path: string) => path.replace(":slug", "no-such-thing").replace(":system", "netflix").replace(":year", "2010");

beforeAll(async () => {
  server = await startPublicSiteServer(undefined, { at: NOW, ticks: false });
  week = Schema.decodeUnknownSync(ListingPayload)(await (await fetch(`${server.base}/api/shows/?week`)).json());
}, 120_000);

afterAll(() => server.stop());

describe("the served pages", () => {
  it("answer every fixed route of the spec with index.html, status 200 and the route's own title", async () => {
    for (const route of siteRoutes.filter((candidate) => !candidate.path.includes(":"))) {
      const { response, html } = await page(route.path);
      expect(response.status, route.path).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(titleOf(html)).toBe(route.title);
      expect(metaOf(html, "name", "description")).toBe(route.description);
      expect(metaOf(html, "property", "og:title")).toBe(route.title);
      expect(html).toContain(`src="/assets/${ASSET_FILE}"`);
    }
  });

  it("name the film, its year and its synopsis, and describe it and its showings as schema.org linked data", async () => {
    const film = week.films.find((candidate) => week.shows.some((show) => show.f === candidate.imdb && show.time > NOW));
    const { response, html } = await page(`/film/${film?.slug ?? ""}/`);
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe(`${film?.title ?? ""} (${film?.year ?? ""}) | TellyFilms`);
    expect(metaOf(html, "property", "og:type")).toBe("video.movie");
    expect(metaOf(html, "name", "description")).toBe(film?.synopsis_short);
    const [linked] = scriptsOf(html, "application/ld+json");
    const data = JSON.parse(linked ?? "{}") as { "@graph": Array<{ "@type": string; name?: string; startDate?: string; publishedOn?: { name: string } }> };
    expect(data["@graph"][0]).toMatchObject({ "@type": "Movie", name: film?.title });
    const events = data["@graph"].filter((node) => node["@type"] === "BroadcastEvent");
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]?.publishedOn?.name).toBeDefined();
    expect(Date.parse(events[0]?.startDate ?? "")).toBeGreaterThan(NOW - 3_600_000);
  });

  it("describe a series as a TVSeries", async () => {
    const series = Schema.decodeUnknownSync(ListingPayload)(await (await fetch(`${server.base}/api/shows/?tvseries`)).json()).tvseries[0];
    const { html } = await page(`/tvseries/${series?.slug ?? ""}/`);
    expect(titleOf(html)).toContain(series?.title ?? "?");
    const linked = JSON.parse(scriptsOf(html, "application/ld+json")[0] ?? "{}") as { "@graph": Array<{ "@type": string }> };
    expect(linked["@graph"][0]?.["@type"]).toBe("TVSeries");
  });

  it("title star, director, genre, channel, streaming and best-of-year pages with the entity's name", async () => {
    const film = (await (await fetch(`${server.base}/api/film/${week.films[0]?.slug ?? ""}/`)).json()) as {
      film: { stars: Array<{ name: string; slug: string }>; directors: Array<{ name: string; slug: string }> };
    };
    const star = film.film.stars[0];
    const director = film.film.directors[0];
    expect(titleOf((await page(`/star/${star?.slug ?? ""}/`)).html)).toBe(`Films starring ${star?.name ?? ""} | TellyFilms`);
    expect(titleOf((await page(`/director/${director?.slug ?? ""}/`)).html)).toBe(`Films directed by ${director?.name ?? ""} | TellyFilms`);
    expect(titleOf((await page("/genre/drama/")).html)).toBe("Drama Films on TV this Week | TellyFilms");
    expect(titleOf((await page("/channel/bbc-one/")).html)).toBe("Films on BBC One Tonight and This Week | TellyFilms");
    expect(titleOf((await page("/films-streaming/netflix/")).html)).toBe("Films Streaming on Netflix | TellyFilms");
    expect(titleOf((await page("/best-films-of-year/2010/")).html)).toBe("Top 20 Films of 2010 | TellyFilms");
  });

  it("draw a placeholder poster named for a known film and a logo named for a known channel, and 404 for unknown slugs", async () => {
    const film = week.films[0]!;
    const channel = week.channels[0]!;
    const poster = await fetch(`${server.base}/posters/${film.slug}.svg`);
    expect(poster.headers.get("content-type")).toContain("image/svg+xml");
    expect(await poster.text()).toContain(`aria-label="${film.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")}"`);
    const logo = await fetch(`${server.base}/logos/${channel.slug}.svg`);
    expect(await logo.text()).toContain(`aria-label="${channel.name.replace(/&/g, "&amp;")}"`);
    expect((await fetch(`${server.base}/posters/no-such-film.svg`)).status).toBe(404);
    expect((await fetch(`${server.base}/logos/no-such-channel.svg`)).status).toBe(404);
  });

  it("answer an invalid film slug with a real 404 that still serves the app and shows the spec's text", async () => {
    const { response, html } = await page("/film/no-such-film/");
    expect(response.status).toBe(404);
    expect(html).toContain(`<h1>${INVALID_FILM_PAGE}</h1>`);
    expect(html).toContain(`src="/assets/${ASSET_FILE}"`);
    expect((await page("/genre/no-such-genre/")).response.status).toBe(404);
  });

  it("embed the basic initial data as a JSON data block, which runs no code, under a Content-Security-Policy without inline scripts", async () => {
    const { response, html } = await page("/");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(html).toContain(`<script type="application/json" id="${BASIC_INITIAL_DATA_ELEMENT_ID}">`);
    const [embedded] = scriptsOf(html, "application/json");
    expect(embedded).not.toContain("</");
    const data = Schema.decodeUnknownSync(BasicInitialData)(JSON.parse(embedded ?? "{}"));
    expect(data.channels.length).toBe(week.channels.length);
    expect(data.serverTime).toBe(NOW);
  });

  it("answer a best-of-year page outside the valid years with a 404 that shows the spec's text", async () => {
    const { response, html } = await page("/best-films-of-year/1800/");
    expect(response.status).toBe(404);
    expect(html).toContain("<h1>Invalid year: 1800. Year must be between 1920 and ");
  });

  it("redirect a page's path without its trailing slash permanently to the slashed path of the same page", async () => {
    const { response } = await page("/film/all-about-eve-1950?from=mail");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/film/all-about-eve-1950/?from=mail");
    expect((await page("/terms")).response.headers.get("location")).toBe("/terms/");
  });

  it("redirect unknown paths to the main page and cache hashed assets for a year", async () => {
    const { response } = await page("/no/such/page");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    const asset = await fetch(`${server.base}/assets/${ASSET_FILE}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compress pages for clients that accept it", async () => {
    const { get: httpGet } = await import("node:http");
    const encoding = await new Promise<string | undefined>((resolve, reject) =>
      httpGet(`${server.base}/`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        res.resume();
        resolve(res.headers["content-encoding"]);
      }).on("error", reject),
    );
    expect(encoding).toBe("gzip");
  });

  it("answer every parameterised route with the app and a title, and 404 for entities that do not exist", async () => {
    for (const route of siteRoutes.filter((candidate) => candidate.path.includes(":"))) {
      const { response, html } = await page(samplePath(route.path));
      const entity = /^\/(film|tvseries|star|director|genre|channel)\//.test(route.path);
      expect(response.status, route.path).toBe(entity ? 404 : 200);
      expect(titleOf(html)?.endsWith("| TellyFilms"), route.path).toBe(true);
      expect(html).toContain(`src="/assets/${ASSET_FILE}"`);
    }
  });
});
