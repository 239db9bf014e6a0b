import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FastAnswers, type FastAnswer } from "../../../adapters/http/fast-answers.ts";
import { ASSET_FILE, rawRequest, startPublicSiteServer, type PublicSiteServer, type RawAnswer } from "./public-site-server.ts";

const START = Date.parse("2026-03-29T19:30:00Z");

/** The server's answers from memory, which the test can hide to make the app answer instead. */
class SwitchableAnswers extends FastAnswers {
  hidden = false;
  override find(url: string): FastAnswer | undefined {
    return this.hidden ? undefined : super.find(url);
  }
}

const answers = new SwitchableAnswers();
let server: PublicSiteServer;
let filmSlug: string;

const raw = (pathname: string, headers: Readonly<Record<string, string>> = {}, method = "GET") => rawRequest(`${server.base}${pathname}`, headers, method);

const fromApp = async (pathname: string, headers: Readonly<Record<string, string>> = {}, method = "GET") => {
  answers.hidden = true;
  try {
    return await raw(pathname, headers, method);
  } finally {
    answers.hidden = false;
  }
};

/** The app's answer, then the same request answered from memory (asked again should the app's reading of the data version age first). */
const bothPaths = async (pathname: string, headers: Readonly<Record<string, string>> = {}, method = "GET") => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slow = await fromApp(pathname, headers, method);
    const sentBefore = answers.sent;
    const fast = await raw(pathname, headers, method);
    if (answers.sent > sentBefore) return { slow, fast };
  }
  throw new Error(`${method} ${pathname} was never answered from memory`);
};

const withoutDate = (headers: IncomingHttpHeaders) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

const expectSame = (slow: RawAnswer, fast: RawAnswer) => {
  expect(fast.status).toBe(slow.status);
  expect(withoutDate(fast.headers)).toEqual(withoutDate(slow.headers));
  expect(fast.body.equals(slow.body)).toBe(true);
};

beforeAll(async () => {
  server = await startPublicSiteServer(undefined, { at: START, ticks: false }, { fastAnswers: answers, metricsToken: "fast-path-metrics-token" });
  const week = (await (await fetch(`${server.base}/api/shows/?week`)).json()) as { films: Array<{ slug: string }> };
  filmSlug = week.films[0]?.slug ?? "";
}, 300_000);

afterAll(() => server.stop());

const REQUEST_ID = { "x-request-id": "fast-path-test-1" };

describe("answers sent from memory before the app is entered", () => {
  const kinds = () => ({
    "a hashed asset": `/assets/${ASSET_FILE}`,
    "a root file": "/favicon.svg",
    "the main page": "/",
    "a film's page": `/film/${filmSlug}/`,
    "the week listing": "/api/shows/?week",
    "a film's page data": `/api/film/${filmSlug}/`,
  });

  it("give the app's status, headers (but Date) and bytes for every encoding, for each kind of answer", async () => {
    for (const [kind, pathname] of Object.entries(kinds())) {
      for (const encoding of ["br, gzip", "gzip", "identity"]) {
        const { slow, fast } = await bothPaths(pathname, { ...REQUEST_ID, "accept-encoding": encoding });
        expect(slow.status, kind).toBe(200);
        expectSame(slow, fast);
      }
    }
  });

  it("answer 304 to a current ETag and HEAD without a body, as the app does", async () => {
    for (const pathname of Object.values(kinds())) {
      const first = await raw(pathname, { "accept-encoding": "br" });
      const revalidated = await bothPaths(pathname, { ...REQUEST_ID, "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
      expect(revalidated.slow.status).toBe(304);
      expectSame(revalidated.slow, revalidated.fast);
      const head = await bothPaths(pathname, { ...REQUEST_ID, "accept-encoding": "gzip" }, "HEAD");
      expect(head.slow.body.byteLength).toBe(0);
      expectSame(head.slow, head.fast);
    }
  });

  it("give each request its own id when it brings none", async () => {
    const { slow, fast } = await bothPaths("/api/shows/?week");
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers["x-request-id"]).not.toBe(slow.headers["x-request-id"]);
  });

  it("leave requests with a session cookie to the app", async () => {
    await bothPaths("/api/shows/?week");
    const sentBefore = answers.sent;
    await raw("/api/shows/?week", { cookie: "tf_session=not-a-session" });
    expect(answers.sent).toBe(sentBefore);
  });

  it("count their requests and cache hits in the metrics, as the app does", async () => {
    const scrape = async () =>
      (await (await fetch(`${server.base}/metrics`, { headers: { authorization: "Bearer fast-path-metrics-token" } })).text()).split("\n");
    const series = (lines: Array<string>, prefix: string) =>
      Number(
        lines
          .find((line) => line.startsWith(prefix))
          ?.split(" ")
          .at(-1) ?? 0,
      );
    const requests = 'tellyfilms_http_requests_total{method="GET",route="/api/shows/",status="200"}';
    const hits = 'tellyfilms_response_cache_lookups_total{result="hit"}';
    let before: Array<string> = [];
    let after: Array<string> = [];
    let fromMemory = 0;
    for (let attempt = 0; attempt < 5 && fromMemory === 0; attempt++) {
      await bothPaths("/api/shows/?week");
      before = await scrape();
      const sentBefore = answers.sent;
      await raw("/api/shows/?week");
      after = await scrape();
      fromMemory = answers.sent - sentBefore;
    }
    expect(fromMemory).toBe(1);
    expect(series(after, requests) - series(before, requests)).toBe(1);
    expect(series(after, hits) - series(before, hits)).toBe(1);
  });

  it("stop at once when the data the app reads changes", async () => {
    const { fast: before } = await bothPaths("/api/shows/?week");
    const [film] = await server.sql<{ imdb: string; title: string }>("select imdb, title from title where slug = ?", [filmSlug]);
    await server.sql("update title set title = ? where imdb = ?", [`${film?.title} (Restored)`, film?.imdb]);
    try {
      // The app reads the data version at most once a second; from its first new answer on, memory never sends the old one.
      let changed = await fromApp("/api/shows/?week");
      while (changed.headers.etag === before.headers.etag) changed = await fromApp("/api/shows/?week");
      const after = await raw("/api/shows/?week");
      expect(after.headers.etag).toBe(changed.headers.etag);
      expect(after.body.equals(changed.body)).toBe(true);
    } finally {
      await server.sql("update title set title = ? where imdb = ?", [film?.title, film?.imdb]);
    }
    // A margin for a loaded machine, where making the new week takes its time; a passing run never waits for it.
  }, 180_000);
});
