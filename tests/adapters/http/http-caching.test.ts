import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_FILE, ASSET_TEXT, SERVICE_WORKER_TEXT, rawRequest, startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

const START = Date.parse("2026-03-29T19:30:00Z");

let server: PublicSiteServer;
let filmSlug: string;

const raw = (pathname: string, headers: Readonly<Record<string, string>> = {}, method = "GET") => rawRequest(`${server.base}${pathname}`, headers, method);

beforeAll(async () => {
  server = await startPublicSiteServer(undefined, { at: START, ticks: false });
  const week = (await (await fetch(`${server.base}/api/shows/?week`)).json()) as { films: Array<{ slug: string }> };
  filmSlug = week.films[0]?.slug ?? "";
}, 300_000);

afterAll(() => server.stop());

describe("hashed assets", () => {
  const asset = `/assets/${ASSET_FILE}`;

  it("send the brotli and gzip files the build wrote, byte for byte, cached for a year and varying by encoding", async () => {
    for (const [accept, encoding, file] of [
      ["br, gzip", "br", `${ASSET_FILE}.br`],
      ["gzip", "gzip", `${ASSET_FILE}.gz`],
    ] as const) {
      const answer = await raw(asset, { "accept-encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.body.equals(readFileSync(path.join(server.distDir, "assets", file)))).toBe(true);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["vary"]).toBe("Accept-Encoding");
      expect(answer.headers["content-type"]).toContain("javascript");
    }
    const plain = await raw(asset);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(ASSET_TEXT);
  });

  it("give each encoding its own strong ETag and a Last-Modified", async () => {
    const [br, gzip, identity] = await Promise.all([raw(asset, { "accept-encoding": "br" }), raw(asset, { "accept-encoding": "gzip" }), raw(asset)]);
    const tags = [br, gzip, identity].map((answer) => answer.headers.etag);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(identity.headers["last-modified"] ?? "")).not.toBeNaN();
  });

  it("answer 304 without a body to If-None-Match naming the copy held, and to If-Modified-Since from then on", async () => {
    const first = await raw(asset, { "accept-encoding": "br" });
    const revalidated = await raw(asset, { "accept-encoding": "br", "if-none-match": first.headers.etag ?? "" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await raw(asset, { "if-none-match": '"some-other-version"' })).status).toBe(200);
    expect((await raw(asset, { "if-modified-since": first.headers["last-modified"] ?? "" })).status).toBe(304);
    expect((await raw(asset, { "if-modified-since": new Date(0).toUTCString() })).status).toBe(200);
  });

  it("serve root files from the build for an hour, and 404 for files the build does not have", async () => {
    const favicon = await raw("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers["content-type"]).toContain("image/svg+xml");
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await raw("/assets/no-such-file-1234.js")).status).toBe(404);
  });
});

describe("the installable app's root files", () => {
  it("send the service worker as JavaScript that the browser revalidates on every update check", async () => {
    const worker = await raw("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.body.toString("utf8")).toBe(SERVICE_WORKER_TEXT);
    expect((await raw("/sw.js", { "if-none-match": worker.headers.etag ?? "" })).status).toBe(304);
  });

  it("send the web app manifest as application/manifest+json, revalidated on every use", async () => {
    const manifest = await raw("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(manifest.body.toString("utf8"))).toMatchObject({ name: "TellyFilms", start_url: "/" });
  });
});

describe("pages", () => {
  it("are the same bytes under the same ETag while the data and the minute stay the same, with 304 on revalidation", async () => {
    const first = await raw("/", { "accept-encoding": "br" });
    const second = await raw("/", { "accept-encoding": "br" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["vary"]).toBe("Accept-Encoding");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body.equals(first.body)).toBe(true);
    const revalidated = await raw("/", { "accept-encoding": "br", "if-none-match": first.headers.etag ?? "" });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.byteLength).toBe(0);
  });

  it("carry a Content-Security-Policy without a per-request nonce or inline scripts", async () => {
    const page = await raw("/");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("send gzip, brotli or identity as asked, each with its own ETag", async () => {
    const answers = await Promise.all(["gzip", "br", "identity"].map((accept) => raw(`/film/${filmSlug}/`, { "accept-encoding": accept })));
    expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual(["gzip", "br", undefined]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(3);
  });

  it("never answer a 404 page with 304", async () => {
    const missing = await raw("/film/no-such-film/");
    expect(missing.status).toBe(404);
    expect((await raw("/film/no-such-film/", { "if-none-match": missing.headers.etag ?? "" })).status).toBe(404);
  });
});

describe("HEAD", () => {
  it("is answered wherever GET is, with GET's status and headers and no body", async () => {
    for (const pathname of [
      "/",
      `/assets/${ASSET_FILE}`,
      "/api/shows/?week",
      `/api/film/${filmSlug}/`,
      "/api/server-time/",
      "/healthz",
      "/film/no-such-film/",
    ]) {
      const [get, head] = [await raw(pathname, { "accept-encoding": "br" }), await raw(pathname, { "accept-encoding": "br" }, "HEAD")];
      expect(head.status, pathname).toBe(get.status);
      expect(head.body.byteLength, pathname).toBe(0);
      expect(head.headers["content-type"], pathname).toBe(get.headers["content-type"]);
      expect(head.headers["content-encoding"], pathname).toBe(get.headers["content-encoding"]);
      expect(head.headers.etag, pathname).toBe(get.headers.etag);
    }
  });

  it("on the API answers 304 to a current ETag, like GET", async () => {
    const get = await raw("/api/shows/?week", { "accept-encoding": "gzip" });
    const head = await raw("/api/shows/?week", { "accept-encoding": "gzip", "if-none-match": get.headers.etag ?? "" }, "HEAD");
    expect(head.status).toBe(304);
    expect(head.headers.vary).toBe("Accept-Encoding");
  });
});
