import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Api } from "../../../adapters/http/contract/api.ts";
import {
  AdminFilmAnswer,
  AdminFilms,
  AdminReviewAnswer,
  AdminReviews,
  AdminSeriesAnswer,
  AdminSeriesList,
  AuditEntries,
} from "../../../adapters/http/contract/admin-api.ts";
import { VIDEO_SEARCH_NOT_CONFIGURED } from "../../../application/admin/admin-failures.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const PASSWORD = "a good long password";

let server: PublicSiteServer;
let admin: TestBrowser;
let member: TestBrowser;
let film: { imdb: string; slug: string; title: string };
let other: { imdb: string; slug: string };
let series: { imdb: string };
let reviewId: number;

const account = async (email: string): Promise<TestBrowser> => {
  const browser = new TestBrowser(server.base);
  expect((await browser.json("POST", "/api/signup/", { email, password: PASSWORD })).status).toBe(200);
  expect((await browser.json("POST", "/api/login/", { email, password: PASSWORD })).status).toBe(200);
  return browser;
};

// A valid call of every admin endpoint: the refusal test fails when an endpoint is added without one.
const sampleCalls = (): Readonly<Record<string, { readonly path: string; readonly body?: unknown }>> => ({
  films: { path: "/api/films/?reported&n=9" },
  changeFilm: { path: "/api/films/", body: { action: "update verified", film: film.imdb, verified: true } },
  series: { path: "/api/tvseries/?daily&n=9" },
  changeSeries: { path: "/api/tvseries/", body: { action: "update verified", series: series.imdb, verified: true } },
  reviews: { path: "/api/reviews/" },
  changeReview: { path: "/api/reviews/", body: { action: "update verified", review: reviewId, verified: false } },
  auditLog: { path: "/api/audit-log/" },
});

const adminEndpoints = () => Object.entries(Api.groups["admin"].endpoints).map(([name, endpoint]) => ({ name, method: endpoint.method }));

const changeFilm = (body: Record<string, unknown>) => admin.json("POST", "/api/films/", body);

beforeAll(async () => {
  server = await startPublicSiteServer();
  const [first, second] = await server.sql<{ imdb: string; slug: string; title: string }>(
    "select imdb, slug, title from title where kind = 'film' and exists (select 1 from show s where s.title_id = title.id) order by id limit 2",
  );
  const [aSeries] = await server.sql<{ imdb: string }>("select imdb from title where kind = 'series' order by id limit 1");
  if (first === undefined || second === undefined || aSeries === undefined) throw new Error("the demo catalogue has no films or series");
  film = first;
  other = second;
  series = aSeries;
  const [review] = await server.sql<{ id: number }>(
    "insert into review (title_id, review, synopsis) select id, 'A careful review.', 'Its synopsis.' from title where imdb = ? returning id",
    [film.imdb],
  );
  reviewId = review?.id ?? 0;
  admin = await account("boss@example.com");
  member = await account("member@example.com");
  await server.sql("update app_user set role = 'admin' where email = 'boss@example.com'");
}, 120_000);

afterAll(() => server.stop());

describe("who may call the admin API", () => {
  it("refuses every admin endpoint to visitors with 401 and to members with 403, and answers admins", async () => {
    const calls = sampleCalls();
    const endpoints = adminEndpoints();
    expect(endpoints.map((e) => e.name).sort()).toEqual(Object.keys(calls).sort());
    const visitor = new TestBrowser(server.base);
    for (const endpoint of endpoints) {
      const call = calls[endpoint.name];
      if (call === undefined) throw new Error(`no sample call for ${endpoint.name}`);
      expect([endpoint.name, (await visitor.json(endpoint.method, call.path, call.body)).status]).toEqual([endpoint.name, 401]);
      expect([endpoint.name, (await member.json(endpoint.method, call.path, call.body)).status]).toEqual([endpoint.name, 403]);
      expect([endpoint.name, (await admin.json(endpoint.method, call.path, call.body)).status]).toEqual([endpoint.name, 200]);
    }
  });

  it("refuses an admin whose role was revoked from the next call on", async () => {
    const deputy = await account("deputy@example.com");
    await server.sql("update app_user set role = 'admin' where email = 'deputy@example.com'");
    expect((await deputy.json("GET", "/api/films/")).status).toBe(200);
    await server.sql("update app_user set role = 'user' where email = 'deputy@example.com'");
    expect((await deputy.json("GET", "/api/films/")).status).toBe(403);
  });

  it("tells the browser whether the user is an admin in the user data", async () => {
    expect(((await admin.json("GET", "/api/user-initial-data/")).body as { admin?: boolean }).admin).toBe(true);
    expect(((await member.json("GET", "/api/user-initial-data/")).body as { admin?: boolean }).admin).toBeUndefined();
  });
});

describe("the admin film lists", () => {
  it("pages through the newest films 9, 18 or 36 at a time and fetches more from an offset", async () => {
    const first = await admin.ok(AdminFilms, "GET", "/api/films/?n=9");
    const more = await admin.ok(AdminFilms, "GET", "/api/films/?n=5&offset=9");
    const both = await admin.ok(AdminFilms, "GET", "/api/films/?n=14");
    expect(first.films).toHaveLength(9);
    expect([...first.films, ...more.films].map((f) => f.id)).toEqual(both.films.map((f) => f.id));
    expect((await admin.ok(AdminFilms, "GET", "/api/films/")).films).toHaveLength(36);
  });

  it("lists reported, unverified, keyword and today's films, and series", async () => {
    expect((await new TestBrowser(server.base).json("POST", `/api/film/${film.slug}/`, { errorType: "YT" })).status).toBe(200);
    await server.sql("update title set verified = false where imdb = ?", [other.imdb]);
    expect((await admin.ok(AdminFilms, "GET", "/api/films/?reported")).films.map((f) => f.imdb.tconst)).toContain(film.imdb);
    expect((await admin.ok(AdminFilms, "GET", "/api/films/?unverified")).films.map((f) => f.imdb.tconst)).toEqual([other.imdb]);
    const found = await admin.ok(AdminFilms, "GET", `/api/films/?keyword=${encodeURIComponent(film.title.toUpperCase())}`);
    expect(found.films[0]?.imdb.tconst).toBe(film.imdb);
    expect((await admin.ok(AdminFilms, "GET", "/api/films/?today")).films.length).toBeGreaterThan(0);
    const tvseries = await admin.ok(AdminSeriesList, "GET", "/api/tvseries/?n=18");
    expect(tvseries.tvseries.every((title) => title.kind === "series")).toBe(true);
  });

  it("counts film page views into the daily and weekly lists", async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.base}/api/film/${other.slug}/`)).status).toBe(200);
    const daily = await admin.ok(AdminFilms, "GET", "/api/films/?daily");
    expect(daily.films[0]).toMatchObject({ imdb: { tconst: other.imdb }, n_daily: 3, n_weekly: 3 });
    expect((await admin.ok(AdminFilms, "GET", "/api/films/?weekly")).films[0]?.imdb.tconst).toBe(other.imdb);
  });

  it("explains a request it cannot answer", async () => {
    expect((await admin.json("GET", "/api/films/?n=37")).status).toBe(400);
    expect((await admin.json("GET", "/api/films/?today&weekly")).status).toBe(400);
    expect((await admin.json("GET", "/api/films/?keyword=")).body).toMatchObject({ field: "keyword" });
  });
});

describe("admin changes", () => {
  it("fixes a reported film's title and trailer, clears the report and verifies it, recording each change", async () => {
    await changeFilm({ action: "update verified", film: film.imdb, verified: false });
    const before = (await admin.ok(AuditEntries, "GET", "/api/audit-log/?n=36")).entries.length;
    const steps = [
      { action: "update title", film: film.imdb, newTitle: "A Better Title" },
      { action: "update youtube", film: film.imdb, youtube: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { action: "update incorrect", film: film.imdb, type: "YT", incorrect: false },
      { action: "update verified", film: film.imdb, verified: true },
    ];
    let answer: typeof AdminFilmAnswer.Type | undefined;
    for (const step of steps) answer = await admin.ok(AdminFilmAnswer, "POST", "/api/films/", step);
    expect(answer?.film).toMatchObject({ title: "A Better Title", youtube: "dQw4w9WgXcQ", incorrect: [], verified: true });
    const entries = (await admin.ok(AuditEntries, "GET", "/api/audit-log/?n=36")).entries;
    expect(entries.length).toBe(before + 4);
    expect(entries.slice(0, 4).map((entry) => [entry.actor, entry.action, entry.target, entry.before, entry.after])).toEqual([
      ["boss@example.com", "update verified", `film ${film.imdb}`, { verified: false }, { verified: true }],
      ["boss@example.com", "update incorrect", `film ${film.imdb}`, { incorrect: ["YT"] }, { incorrect: [] }],
      ["boss@example.com", "update youtube", `film ${film.imdb}`, { youtube: null }, { youtube: "dQw4w9WgXcQ" }],
      ["boss@example.com", "update title", `film ${film.imdb}`, { title: film.title }, { title: "A Better Title" }],
    ]);
    expect((await admin.ok(AdminFilms, "GET", "/api/films/?reported")).films.map((f) => f.imdb.tconst)).not.toContain(film.imdb);
  });

  it("sets the review-site link and status, and matches a streaming availability to another film", async () => {
    const rotten = await admin.ok(AdminFilmAnswer, "POST", "/api/films/", {
      action: "update rotten",
      film: other.imdb,
      url: "https://www.rottentomatoes.com/m/some_film/",
    });
    expect([rotten.film.rotten.url, rotten.film.rt_slug]).toEqual(["https://www.rottentomatoes.com/m/some_film", "m/some_film"]);
    const status = await admin.ok(AdminFilmAnswer, "POST", "/api/films/", { action: "update rotten status", film: other.imdb, status: "BD" });
    expect(status.film.rotten.status).toBe("BD");
    const [streaming] = await server.sql<{ id: number; imdb: string }>(
      "select s.id, t.imdb from show s join title t on t.id = s.title_id where s.streaming_service_id is not null and t.kind = 'film' and t.imdb <> ? order by s.id limit 1",
      [film.imdb],
    );
    if (streaming === undefined) throw new Error("the demo week has no streaming availability");
    const left = await admin.ok(AdminFilmAnswer, "POST", "/api/films/", { action: "update streaming", streaming: streaming.id, tconst: film.imdb });
    expect(left.film.imdb.tconst).toBe(streaming.imdb);
    expect(left.film.streamings.map((s) => s.id)).not.toContain(streaming.id);
  });

  it("refuses a bad trailer id, an unknown film and an IMDb id another film has, and says search is not configured", async () => {
    expect(await changeFilm({ action: "update youtube", film: film.imdb, youtube: "not a video" })).toMatchObject({ status: 400, body: { field: "youtube" } });
    expect((await changeFilm({ action: "update title", film: "tt0000001", newTitle: "X" })).status).toBe(404);
    expect((await changeFilm({ action: "update imdb", film: film.imdb, imdb: other.imdb })).status).toBe(409);
    expect(await changeFilm({ action: "search youtube", film: film.imdb })).toMatchObject({ status: 409, body: { detail: VIDEO_SEARCH_NOT_CONFIGURED } });
    expect((await changeFilm({ action: "update everything", film: film.imdb })).status).toBe(400);
  });

  it("verifies reviews and series", async () => {
    const reviews = await admin.ok(AdminReviews, "GET", "/api/reviews/?n=9");
    const review = reviews.reviews.find((r) => r.film_id === film.imdb);
    expect(review).toMatchObject({ review: "A careful review.", film_url: `/film/${film.slug}/`, verified: false });
    const verified = await admin.ok(AdminReviewAnswer, "POST", "/api/reviews/", { action: "update verified", review: review?.id, verified: true });
    expect(verified.review.verified).toBe(true);
    const unverified = await admin.ok(AdminSeriesAnswer, "POST", "/api/tvseries/", { action: "update verified", series: series.imdb, verified: false });
    expect(unverified.tvseries.verified).toBe(false);
    expect((await admin.json("POST", "/api/reviews/", { action: "update verified", review: 999_999, verified: true })).status).toBe(404);
  });
});
