import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const REQUESTS_PER_ENDPOINT = 1_000;
const IN_FLIGHT = 8;

interface Endpoint {
  readonly method: string;
  readonly path: string;
  readonly as: "visitor" | "member" | "admin";
}

// Every endpoint of the contract (55); `:x` is a path parameter. Logging out and deleting the account use a throwaway session.
const ENDPOINTS: ReadonlyArray<Endpoint> = [
  ...["/signup/", "/login/", "/forgot-password/", "/reset-password/", "/save-feedback/", "/log-error/", "/advert/:x/", "/search-films/"].map((path) => ({
    method: "POST",
    path,
    as: "visitor" as const,
  })),
  ...["/film/:x/", "/tvseries/:x/"].map((path) => ({ method: "POST", path, as: "member" as const })),
  ...[
    "/user-initial-data/",
    "/shows/",
    "/channels/",
    "/genre/:x/",
    "/channel/:x/",
    "/top/",
    "/basic-initial-data/",
    "/apps/",
    "/star/:x/",
    "/director/:x/",
    "/premium/",
    "/server-time/",
    "/film/:x/",
    "/tvseries/:x/",
    "/best-of-year/:x/",
  ].map((path) => ({ method: "GET", path, as: "visitor" as const })),
  ...["/user/", "/user-messages/", "/watched/", "/alerts/", "/not-interested/", "/recommendations/"].map((path) => ({
    method: "GET",
    path,
    as: "member" as const,
  })),
  ...[
    ["PUT", "/user/"],
    ["POST", "/user/"],
    ["PUT", "/profile-username/"],
    ["POST", "/upload-profile-image/"],
    ["DELETE", "/upload-profile-image/"],
    ["POST", "/import-letterboxd/"],
    ["POST", "/import-imdb-ratings/"],
    ["PUT", "/email-preference/"],
    ["PUT", "/user-messages/"],
    ["PUT", "/imdb/:x/"],
    ["POST", "/do-checkbox/"],
    ["POST", "/save_preference/"],
    ["POST", "/save_view/"],
    ["POST", "/save_system/"],
    ["POST", "/premium/checkout/"],
    ["POST", "/logout/"],
    ["POST", "/delete-account/"],
  ].map(([method = "", path = ""]) => ({ method, path, as: "member" as const })),
  ...[
    ["GET", "/films/"],
    ["POST", "/films/"],
    ["GET", "/tvseries/"],
    ["POST", "/tvseries/"],
    ["GET", "/reviews/"],
    ["POST", "/reviews/"],
    ["GET", "/audit-log/"],
  ].map(([method = "", path = ""]) => ({ method, path, as: "admin" as const })),
];

const NUL = "\u0000";
const LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83d", "\ude00b"];

// Strings an attacker tries: any text, text with a NUL or a lone surrogate in it, very long text, SQL and LIKE metacharacters.
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}${NUL}${b}`),
  fc.tuple(fc.string(), fc.constantFrom(...LONE_SURROGATES), fc.string()).map(([a, s, b]) => `${a}${s}${b}`),
  fc.constantFrom("%_\\'\"", "' or 1=1 --", "tt0111161", "a".repeat(20_000), "x@y.z", "2026-11-25", "-1", "1e309", "9".repeat(30)),
);

const value = fc.oneof(
  nasty,
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 2 }),
);

const FIELDS = [
  "email",
  "password",
  "current_password",
  "token",
  "feedback",
  "category",
  "url",
  "method",
  "errorMsg",
  "errorType",
  "keyword",
  "action",
  "imdb",
  "tconst",
  "id",
  "slug",
  "title",
  "verified",
  "incorrect",
  "rotten",
  "youtube",
  "streaming",
  "username",
  "preference",
  "subscribe",
  "view",
  "system",
  "type",
  "flag",
  "stars",
  "date",
  "channels",
  "name",
  "filters",
  "message",
  "latest",
  "value",
  "kind",
];

const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), value, { maxKeys: 6 }).map((record) => JSON.stringify(record)),
  fc.jsonValue().map((json) => JSON.stringify(json)),
  nasty,
  fc.constant(""),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

// Encoded the way a client may send them, including NUL and the UTF-8-less halves of surrogate pairs.
const pathPart = fc.oneof(
  nasty.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "").slice(0, 1_000))),
  fc.constantFrom("%00", "a%00b", "%ED%A0%80", "%C0%80", "%FF", "%", "%zz", "..%2F..%2F", "1", "2024", "tt0111161"),
);

const QUERY_KEYS = ["week", "tonight", "tvseries", "today", "unverified", "reported", "daily", "weekly", "keyword", "n", "offset", "random", "latest", "day"];
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), pathPart), fc.option(pathPart)), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([key, v]) => (v === null ? key : `${key}=${v}`)).join("&")}`));

const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "multipart/form-data; boundary=x", undefined);

const request = fc.record({ parameter: pathPart, query, body, contentType });

let server: PublicSiteServer;
let sessions: Record<Endpoint["as"], TestBrowser>;

const memberOf = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(server.base);
  const password = "a good long password";
  await browser.request("POST", "/api/signup/", { email, password });
  await browser.request("POST", "/api/login/", { email, password });
  return browser;
};

beforeAll(async () => {
  server = await startPublicSiteServer();
  const member = await memberOf("fuzz-member@example.com");
  await server.sql("update app_user set role = 'admin' where email = 'fuzz-admin@example.com'");
  const admin = await memberOf("fuzz-admin@example.com");
  await server.sql("update app_user set role = 'admin' where email = 'fuzz-admin@example.com'");
  sessions = { visitor: new TestBrowser(server.base), member, admin };
}, 120_000);

afterAll(() => server.stop());

const sessionFor = async (endpoint: Endpoint): Promise<TestBrowser> =>
  endpoint.path === "/logout/" || endpoint.path === "/delete-account/" ? memberOf("fuzz-throwaway@example.com") : sessions[endpoint.as];

describe("a fuzz of every endpoint with random parameters, queries and bodies", () => {
  for (const endpoint of ENDPOINTS) {
    it(`never answers ${endpoint.method} /api${endpoint.path} with a server error, and every failure is problem+json`, async () => {
      const browser = await sessionFor(endpoint);
      const samples = fc.sample(request, { numRuns: REQUESTS_PER_ENDPOINT, seed: 17 });
      const failures: Array<string> = [];
      let next = 0;
      const worker = async () => {
        while (next < samples.length) {
          const sample = samples[next++];
          if (sample === undefined) break;
          const path = `/api${endpoint.path.replace(":x", sample.parameter)}${sample.query}`;
          const hasBody = endpoint.method !== "GET";
          const response = await fetch(server.base + path, {
            method: endpoint.method,
            redirect: "manual",
            headers: {
              ...(browser.cookie === null ? {} : { cookie: browser.cookie }),
              ...(hasBody ? { origin: server.base, "sec-fetch-site": "same-origin" } : {}),
              ...(hasBody && sample.contentType !== undefined ? { "content-type": sample.contentType } : {}),
            },
            ...(hasBody ? { body: sample.body } : {}),
          });
          const type = response.headers.get("content-type") ?? "";
          const text = await response.text();
          if (response.status >= 500 || (response.status >= 400 && !type.includes("application/problem+json"))) {
            failures.push(`${response.status} ${endpoint.method} ${path.slice(0, 120)} ${JSON.stringify(sample.body).slice(0, 120)} -> ${text.slice(0, 200)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      expect(failures.slice(0, 5)).toEqual([]);
    });
  }
});
