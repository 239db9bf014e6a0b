// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { BaseQueryApi } from "@reduxjs/toolkit/query";
import { api, contractBaseQuery, ONCE } from "../../ui/app/contract-api.ts";
import { contract, urlFor } from "../../ui/app/contract-paths.ts";
import { SAVED_AT_HEADER } from "../../ui/app/offline-copy.ts";
import { makeStore } from "../../ui/app/store.ts";
import { installFakeApi, type FakeRoute } from "./support/fake-api.ts";

const SAVED_AT = Date.parse("2026-11-25T19:30:00Z");
const SERVER_TIME = { serverTime: SAVED_AT };

let fake: ReturnType<typeof installFakeApi> | undefined;
const serve = (routes: Readonly<Record<string, FakeRoute>>) => {
  fake = installFakeApi({ "POST /api/log-error/": () => ({ body: { ok: true } }), ...routes });
  return fake;
};

afterEach(() => fake?.restore());

describe("the contract API", () => {
  it("takes every endpoint's path and method from the HTTP contract", () => {
    expect([contract.shows.method, contract.shows.path]).toEqual(["GET", "/api/shows/"]);
    expect([contract.film.method, contract.film.path]).toEqual(["PUT", "/api/imdb/:tconst/"]);
    expect(Object.keys(api.endpoints).sort()).toEqual(Object.keys(contract).sort());
  });

  it("fills in path parameters, writes a flag without a value and leaves out a query nobody gave", () => {
    expect(urlFor("shows", { query: { week: "" } })).toBe("/api/shows/?week");
    expect(urlFor("shows", { query: { streaming: "all 4" } })).toBe("/api/shows/?streaming=all%204");
    expect(urlFor("bestOfYear", { params: { year: "2020" }, query: { n: 20 } })).toBe("/api/best-of-year/2020/?n=20");
    expect(urlFor("star", { params: { slug: "a/b" } })).toBe("/api/star/a%2Fb/");
    expect(urlFor("messages")).toBe("/api/user-messages/");
    expect(urlFor("top")).toBe("/api/top/");
  });

  it("decodes an answer with the endpoint's success Schema, and says when it is the service worker's kept copy", async () => {
    serve({
      "GET /api/server-time/": () => ({ body: SERVER_TIME, headers: { [SAVED_AT_HEADER]: String(SAVED_AT) } }),
    });
    const store = makeStore();
    const kept = await contractBaseQuery({ endpoint: contract.serverTime }, { dispatch: store.dispatch, getState: () => store.getState() } as BaseQueryApi, {});
    expect(kept).toEqual({ data: SERVER_TIME, meta: { savedAt: SAVED_AT } });
    const fresh = await store.dispatch(api.endpoints.serverTime.initiate(undefined, ONCE));
    expect(fresh.data).toEqual(SERVER_TIME);
  });

  it("reads a refusal's problem+json: its status, detail and the field it belongs under", async () => {
    const problem = {
      type: "urn:tellyfilms:problem:invalid-input",
      title: "Invalid input",
      status: 400,
      detail: "Enter a valid email address",
      field: "email",
    };
    serve({ "POST /api/forgot-password/": () => ({ status: 400, body: problem, headers: { "content-type": "application/problem+json" } }) });
    const store = makeStore();
    const answer = await store.dispatch(api.endpoints.forgotPassword.initiate({ body: { email: "nobody" } }));
    expect(answer.error).toEqual({ status: 400, problem: { type: problem.type, status: 400, detail: problem.detail, field: "email" } });
    expect(fake?.callsTo("/api/log-error/")).toHaveLength(1);
  });

  it("refuses an answer the contract does not promise, and reports it to log-error", async () => {
    serve({ "GET /api/server-time/": () => ({ body: { serverTime: "soon" } }) });
    const store = makeStore();
    const answer = await store.dispatch(api.endpoints.serverTime.initiate(undefined, ONCE));
    expect(answer.data).toBeUndefined();
    expect(answer.error).toEqual({ status: 200, problem: null });
    const [report] = fake?.callsTo("/api/log-error/") ?? [];
    expect(report?.body).toMatchObject({ url: "/api/server-time/", method: "GET" });
    expect(String((report?.body as { errorMsg: string }).errorMsg)).toContain("unexpected response shape");
  });

  it("makes the member's lists stale when a flag is saved, so a page that shows one fetches it again", async () => {
    const list = { films: [] };
    const flags = { watched: ["tt1"], alerts: [], not_interested: [], stars: {}, message: null };
    serve({ "GET /api/watched/": () => ({ body: list }), "PUT /api/imdb/tt1/": () => ({ body: flags }) });
    const store = makeStore();
    const subscription = store.dispatch(api.endpoints.watched.initiate());
    await subscription;
    await store.dispatch(
      api.endpoints.film.initiate({ params: { tconst: "tt1" }, body: { action: "watched", tconst: "tt1", title: "A", year: null, value: true } }),
    );
    await expect.poll(() => fake?.callsTo("/api/watched/").length).toBe(2);
    subscription.unsubscribe();
  });
});
