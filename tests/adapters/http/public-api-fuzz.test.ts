import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

let server: PublicSiteServer;
let postPaths: ReadonlyArray<string>;

beforeAll(async () => {
  server = await startPublicSiteServer();
  const week = (await (await fetch(`${server.base}/api/shows/?week`)).json()) as { films: Array<{ slug: string }> };
  const series = (await (await fetch(`${server.base}/api/shows/?tvseries`)).json()) as { tvseries: Array<{ slug: string }> };
  postPaths = [
    "/api/save-feedback/",
    "/api/log-error/",
    "/api/search-films/",
    `/api/film/${week.films[0]?.slug ?? "x"}/`,
    `/api/tvseries/${series.tvseries[0]?.slug ?? "x"}/`,
    "/api/advert/1/",
  ];
}, 120_000);

afterAll(() => server.stop());

const nearlyRight = fc.record(
  {
    feedback: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    category: fc.oneof(fc.constantFrom("SG", "BG", "OT"), fc.string()),
    email: fc.oneof(fc.emailAddress(), fc.string(), fc.boolean()),
    url: fc.oneof(fc.webUrl(), fc.string({ maxLength: 3000 })),
    method: fc.string(),
    errorMsg: fc.oneof(fc.string(), fc.array(fc.string())),
    keyword: fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.integer(), fc.constant("%_\\'\"")),
    errorType: fc.oneof(fc.constantFrom("PO", "SY", "DC", "RT", "IM", "TM", "YT", "SC"), fc.string()),
  },
  { requiredKeys: [] },
);

const bodies = fc.oneof(
  nearlyRight.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc.constant(""),
);

const contentTypes = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", undefined);

describe("random bodies posted to every POST endpoint", () => {
  it("never get a server error: failures are 4xx problem+json with a detail", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), bodies, contentTypes, async (which, body, contentType) => {
        const path = postPaths[which] ?? "/api/search-films/";
        const response = await fetch(server.base + path, {
          method: "POST",
          headers: contentType === undefined ? {} : { "content-type": contentType },
          body,
        });
        expect(response.status, `${path} ${contentType ?? "-"} ${body.slice(0, 80)}`).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get("content-type")).toContain("application/problem+json");
          const problem = (await response.json()) as { status: number; detail: string };
          expect(problem.status).toBe(response.status);
          expect(problem.detail.length).toBeGreaterThan(0);
        } else {
          expect(await response.json()).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });
});
