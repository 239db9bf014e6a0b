import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_CHOICES_COOKIE, SERVER_RENDERED_ATTRIBUTE } from "../../../adapters/http/contract/server-rendering.ts";
import { SESSION_COOKIE } from "../../../adapters/http/contract/session-security.ts";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

const NOW = Date.parse("2026-11-25T19:30:00Z");

// A stand-in for the build's renderer: it shows what the server gave it, so the test can compare that with the API.
const RENDERER = `
export const renderApp = async (input) =>
  '<main><pre data-input="' + Buffer.from(JSON.stringify(input)).toString("base64") + '">rows of ' + input.path + '</pre></main>';
`;

interface RenderInput {
  readonly path: string;
  readonly basicData: { readonly serverTime: number };
  readonly listings: Readonly<Record<string, unknown>>;
}

let server: PublicSiteServer;
let coldPage: { readonly response: Response; readonly html: string };

const page = async (path: string, cookie?: string) => {
  const response = await fetch(server.base + path, cookie === undefined ? {} : { headers: { cookie } });
  return { response, html: await response.text() };
};

const renderedInput = (html: string): RenderInput | undefined => {
  const encoded = /data-input="([^"]*)"/.exec(html)?.[1];
  return encoded === undefined ? undefined : (JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as RenderInput);
};

const api = async (path: string): Promise<unknown> => (await fetch(server.base + path)).json();

beforeAll(async () => {
  server = await startPublicSiteServer(undefined, { at: NOW, ticks: false }, { appRenderer: RENDERER });
  coldPage = await page("/");
  // The listings are computed once here, as the app asks for them, and then come from the cache.
  await api("/api/shows/?week");
  await api("/api/shows/?today");
}, 120_000);

afterAll(() => server.stop());

describe("pages the server renders with their first rows", () => {
  it("send the Main Page with the app's markup in the root, rendered from the very listings /api/shows/ answers", async () => {
    const { response, html } = await page("/");
    expect(response.status).toBe(200);
    expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}><main><pre`);
    const input = renderedInput(html);
    expect(input?.path).toBe("/");
    expect(input?.basicData.serverTime).toBe(NOW);
    expect(input?.listings["today"]).toEqual(await api("/api/shows/?today"));
    expect(input?.listings["week"]).toEqual(await api("/api/shows/?week"));
  });

  it("send the Main Page bare while its listings are still to be computed, rather than keep the visitor waiting", () => {
    expect(coldPage.response.status).toBe(200);
    expect(coldPage.html).toContain('<div id="root"></div>');
  });

  it("send the Tonight Page with today's listing", async () => {
    const input = renderedInput((await page(pathFor("Tonight Page"))).html);
    expect(Object.keys(input?.listings ?? {})).toEqual(["today"]);
  });

  it("send the bare page to a visitor whose listing choices differ from the defaults, and to a member", async () => {
    for (const cookie of [`${LISTING_CHOICES_COOKIE}=1`, `${SESSION_COOKIE}=some-session`]) {
      const { response, html } = await page("/", cookie);
      expect(response.status, cookie).toBe(200);
      expect(html, cookie).toContain('<div id="root"></div>');
      expect(renderedInput(html), cookie).toBeUndefined();
    }
  });

  it("render other pages without rows, and keep the renderer itself off the web", async () => {
    expect((await page(pathFor("Privacy Page"))).html).toContain('<div id="root"></div>');
    expect((await fetch(`${server.base}/server/server-render.js`)).status).toBe(404);
  });

  it("send a rendered page from memory with an ETag, unchanged until the data or the minute changes", async () => {
    const first = await page("/");
    const etag = first.response.headers.get("etag");
    expect(etag).not.toBeNull();
    const again = await fetch(server.base + "/", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    const bare = await page("/", `${LISTING_CHOICES_COOKIE}=1`);
    expect(bare.response.headers.get("etag")).not.toBe(etag);
  });
});
