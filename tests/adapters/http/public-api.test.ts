import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { titleMatchKey } from "../../../domain/title-match.ts";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelPage } from "../../../domain/channel-page.ts";
import { FilmSearchResult } from "../../../domain/film-search.ts";
import { GenrePage } from "../../../domain/genre-page.ts";
import { ChannelsPayload, ListingPayload } from "../../../domain/listing-payload.ts";
import { INVALID_FILM_PAGE, INVALID_SERIES_PAGE } from "../../../domain/page-texts.ts";
import { PersonPage } from "../../../domain/person-page.ts";
import { averageRating } from "../../../domain/ratings.ts";
import { FilmPage, SeriesPage } from "../../../domain/title-page.ts";
import { AppsPayload, BasicInitialDataWire } from "../../../adapters/http/contract/lookups-api.ts";
import { TopPayload } from "../../../adapters/http/contract/listings-api.ts";
import { BestOfYearPayload } from "../../../adapters/http/contract/titles-api.ts";
import { Api } from "../../../adapters/http/contract/api.ts";
import { fillPath } from "../../../adapters/http/contract/path-params.ts";
import { siteRoutes } from "../../../adapters/http/contract/site-routes.ts";
import { CLIENT_ERROR_QUOTA } from "../../../application/site/log-client-error.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

// The server's clock stands still on a Wednesday evening, so the demo week and every expectation below share one "now".
const NOW = Date.parse("2026-11-25T19:30:00Z");

let server: PublicSiteServer;
let week: ListingPayload;

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.base + path, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(server.base + path, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

const decoded = async <S extends Schema.Top>(schema: S, response: Response): Promise<S["Type"]> => {
  const body: unknown = await response.json();
  return Schema.decodeUnknownSync(schema as never)(body);
};

const expectProblem = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const problem = (await response.json()) as {
    status: number;
    title: string;
    detail: string;
    errors?: Array<{ path: Array<string | number>; message: string }>;
  };
  expect(problem.status).toBe(status);
  expect(problem.detail.length).toBeGreaterThan(0);
  expect(JSON.stringify(problem)).not.toMatch(/at .*\.ts:\d+/);
  return problem;
};

const firstFilmWithShows = () => {
  const film = week.films.find((candidate) => week.shows.some((show) => show.f === candidate.imdb));
  if (film === undefined) throw new Error("the demo week has no films");
  return film;
};

beforeAll(async () => {
  server = await startPublicSiteServer(undefined, { at: NOW, ticks: false });
  week = await decoded(ListingPayload, await get("/api/shows/?week"));
}, 120_000);

afterAll(() => server.stop());

describe("the shows endpoint", () => {
  it("answers the week's channels, films and shows, each film once and every show's film present", () => {
    expect(week.shows.length).toBeGreaterThan(100);
    const keys = week.films.map((film) => film.imdb);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set(keys);
    expect(week.shows.every((show) => known.has(show.f))).toBe(true);
    expect(week.shows.every((show) => show.cs !== undefined && show.cs.length > 0)).toBe(true);
    expect(week.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(week.channels.length).toBeGreaterThan(10);
    expect(week.tvseries).toEqual([]);
  });

  it("gives each listed film and series the contract's address of its page as its api path, and that address answers", async () => {
    const series = await decoded(ListingPayload, await get("/api/shows/?tvseries"));
    const { filmPage, seriesPage } = Api.groups.titles.endpoints;
    for (const film of week.films) expect(film.api, film.slug).toBe(fillPath(filmPage.path, () => film.slug));
    for (const one of series.tvseries) expect(one.api, one.slug).toBe(fillPath(seriesPage.path, () => one.slug));
    for (const title of [week.films[0], series.tvseries[0]]) expect((await get(title?.api ?? "/api/none/")).status).toBe(200);
  });

  it("answers today's shows, the series episodes and a streaming service's catalogue in the same shape", async () => {
    const today = await decoded(ListingPayload, await get("/api/shows?today"));
    expect(today.shows.length).toBeLessThan(week.shows.length);
    const series = await decoded(ListingPayload, await get("/api/shows/?tvseries"));
    expect(series.films).toEqual([]);
    expect(series.tvseries.length).toBeGreaterThan(0);
    expect(series.shows.every((show) => typeof show.series === "number" && show.episode !== undefined)).toBe(true);
    const netflix = await decoded(ListingPayload, await get("/api/shows/?streaming=netflix"));
    expect(netflix.shows.length).toBeGreaterThan(0);
    expect(netflix.shows.every((show) => show.s !== undefined && show.cs === undefined && typeof show.l === "string")).toBe(true);
    await expectProblem(await get("/api/shows/?streaming=no-such-service"), 404);
  });

  it("rejects unknown query keys and a missing or doubled listing kind with every issue listed", async () => {
    const unknown = await expectProblem(await get("/api/shows/?week&colour=red"), 400);
    expect(unknown.errors?.some((issue) => issue.path.includes("colour"))).toBe(true);
    await expectProblem(await get("/api/shows/"), 400);
    await expectProblem(await get("/api/shows/?week&today"), 400);
  });

  it("sends a strong ETag with a short public max-age and answers 304 to a matching If-None-Match", async () => {
    const response = await get("/api/shows/?week");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const again = await get("/api/shows/?week", { "if-none-match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("compresses with brotli or gzip as the client accepts, each encoding with its own ETag", async () => {
    const plain = Buffer.from(await (await get("/api/shows/?week")).arrayBuffer());
    for (const [accept, encoding, decompress] of [
      ["br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        // node:http so that the body arrives still encoded
        import("node:http")
          .then(({ get: httpGet }) =>
            httpGet(`${server.base}/api/shows/?week`, { headers: { "accept-encoding": accept } }, (res) => {
              const chunks: Array<Buffer> = [];
              res.on("data", (chunk: Buffer) => chunks.push(chunk));
              res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            }).on("error", reject),
          )
          .catch(reject);
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.body.byteLength).toBeLessThan(plain.byteLength / 3);
      expect(decompress(response.body).equals(plain)).toBe(true);
      expect(String(response.headers["etag"])).toMatch(encoding === "br" ? /-br"$/ : /-gz"$/);
    }
  });

  it("notices changed listing data and serves a new payload with a new ETag", async () => {
    const before = (await get("/api/shows/?week")).headers.get("etag");
    const film = firstFilmWithShows();
    await server.sql("update title set title = ? where imdb = ?", [`${film.title} (Restored)`, film.imdb]);
    let after = before;
    let renamed: ListingPayload | undefined;
    for (let attempt = 0; attempt < 50 && after === before; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await get("/api/shows/?week");
      after = response.headers.get("etag");
      if (after !== before) renamed = await decoded(ListingPayload, response);
    }
    expect(after).not.toBe(before);
    expect(renamed?.films.find((candidate) => candidate.imdb === film.imdb)?.title).toBe(`${film.title} (Restored)`);
    await server.sql("update title set title = ? where imdb = ?", [film.title, film.imdb]);
  });
});

describe("the film, series, star and director endpoints", () => {
  it("answer a film with everything the Film Page shows, and its channels", async () => {
    const listed = firstFilmWithShows();
    const response = await get(`/api/film/${listed.slug}/`);
    expect(response.status).toBe(200);
    const page = await decoded(FilmPage, response);
    expect(page.film.imdb).toBe(listed.imdb);
    expect(page.film.aka).toBeDefined();
    expect(page.film.stars?.every((star) => star.slug.length > 0)).toBe(true);
    expect(page.film.directors?.length).toBeGreaterThan(0);
    expect(page.film.rotten?.status).toBeDefined();
    expect(page.film.streamings).toBeDefined();
    expect(page.film.similars).toBeDefined();
    expect(page.film.never_on_tv).toBe(false);
    const shows = [...(page.film.shows?.future ?? []), ...(page.film.shows?.past4 ?? [])];
    expect(shows.length).toBeGreaterThan(0);
    const channelIds = new Set(page.channels.map((channel) => channel.id));
    expect(shows.flatMap((show) => show.cs ?? []).every((id) => channelIds.has(id))).toBe(true);
    expect(response.headers.get("etag")).toMatch(/^"/);
  });

  it("answer 404 problems with the spec's texts for unknown films and series", async () => {
    expect((await expectProblem(await get("/api/film/no-such-film/"), 404)).detail).toBe(INVALID_FILM_PAGE);
    expect((await expectProblem(await get("/api/tvseries/no-such-series/"), 404)).detail).toBe(INVALID_SERIES_PAGE);
  });

  it("answer a series page for a series in the week's episodes", async () => {
    const series = await decoded(ListingPayload, await get("/api/shows/?tvseries"));
    const first = series.tvseries[0];
    const page = await decoded(SeriesPage, await get(`/api/tvseries/${first?.slug ?? ""}/`));
    expect(page.tvseries.imdb).toBe(first?.imdb);
    expect(page.tvseries.api).toContain("/tvseries/");
  });

  it("give a film's and a series' page the site route of its page as its url", async () => {
    const routePath = (name: string) => siteRoutes.find((route) => route.name === name)?.path ?? "/none/";
    const film = await decoded(FilmPage, await get(`/api/film/${firstFilmWithShows().slug}/`));
    expect(film.film.url).toBe(fillPath(routePath("Film Page"), () => film.film.slug));
    const first = (await decoded(ListingPayload, await get("/api/shows/?tvseries"))).tvseries[0];
    const series = await decoded(SeriesPage, await get(`/api/tvseries/${first?.slug ?? ""}/`));
    expect(series.tvseries.url).toBe(fillPath(routePath("Series Page"), () => first?.slug ?? ""));
  });

  it("answer star and director pages with their films", async () => {
    const film = await decoded(FilmPage, await get(`/api/film/${firstFilmWithShows().slug}/`));
    const star = film.film.stars?.[0];
    const director = film.film.directors?.[0];
    const starPage = await decoded(PersonPage, await get(`/api/star/${star?.slug ?? ""}/`));
    expect(starPage.name).toBe(star?.name);
    expect(starPage.films.some((entry) => entry.imdb === film.film.imdb)).toBe(true);
    const directorPage = await decoded(PersonPage, await get(`/api/director/${director?.slug ?? ""}/`));
    expect(directorPage.films.some((entry) => entry.imdb === film.film.imdb)).toBe(true);
    await expectProblem(await get("/api/star/nobody-at-all/"), 404);
  });

  it("record a report code for a film and refuse unknown codes and films", async () => {
    const film = firstFilmWithShows();
    const response = await post(`/api/film/${film.slug}/`, { errorType: "YT" });
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await server.sql<{ incorrect: Array<string> }>("select incorrect from title where imdb = ?", [film.imdb]);
    expect(rows[0]?.incorrect).toContain("YT");
    const bad = await expectProblem(await post(`/api/film/${film.slug}/`, { errorType: "ZZ", extra: 1 }), 400);
    expect(bad.errors?.length).toBe(2);
    await expectProblem(await post("/api/film/no-such-film/", { errorType: "YT" }), 404);
  });
});

describe("the highlights, best of year and search endpoints", () => {
  it("answers the week's highlights, each a show with its film and no film twice", async () => {
    const top = await decoded(TopPayload, await get("/api/top/"));
    const picks = [top.most_waited, top.most_watched, top.top_premiere, top.top_family, top.top_classic, top.top_foreign].filter((pick) => pick !== null);
    expect(picks.length).toBeGreaterThanOrEqual(4);
    expect(picks.every((pick) => pick.show.f === pick.film.imdb)).toBe(true);
    expect(new Set(picks.map((pick) => pick.film.imdb)).size).toBe(picks.length);
    expect(top.channels.length).toBeGreaterThan(0);
  });

  it("ranks a year's films by average rating and refuses out-of-range years with the spec's text", async () => {
    const best = await decoded(BestOfYearPayload, await get("/api/best-of-year/1994/?n=20"));
    expect(best.films.length).toBeGreaterThan(0);
    expect(best.films.length).toBeLessThanOrEqual(20);
    expect(best.films.every((film) => film.year === 1994)).toBe(true);
    const ratings = best.films.map((film) => averageRating(film) ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const year of ["1919", "2026", "abc"]) {
      const problem = await expectProblem(await get(`/api/best-of-year/${year}/?n=20`), 400);
      expect(problem.detail).toBe(`Invalid year: ${year}. Year must be between 1920 and 2025.`);
    }
    await expectProblem(await get("/api/best-of-year/1994/?n=0"), 400);
    await expectProblem(await get("/api/best-of-year/1994/?count=5"), 400);
  });

  it("finds films whatever the accents and typos, echoes the keyword and ignores an empty one", async () => {
    const amelie = await decoded(FilmSearchResult, await post("/api/search-films/", { keyword: "amelie" }));
    expect(amelie.keyword).toBe("amelie");
    expect(amelie.result[0]?.title).toBe("Amélie");
    const typo = await decoded(FilmSearchResult, await post("/api/search-films/", { keyword: "Godfathr" }));
    expect(typo.result.some((film) => film.title === "The Godfather")).toBe(true);
    const empty = await decoded(FilmSearchResult, await post("/api/search-films/", { keyword: "   " }));
    expect(empty).toEqual({ keyword: "   ", result: [], director: null, star: null, tvseries: [], imdb_fallbacks: [] });
  });

  it("names a matching director and star and offers catalogue films not yet on UK TV", async () => {
    await server.sql(
      "insert into title_catalogue (tconst, title, match_key, year, kind, num_votes) values ('tt9990001', 'Spirited Away Again', ?, 2030, 'movie', 10) on conflict do nothing",
      [titleMatchKey("Spirited Away Again")],
    );
    const film = await decoded(FilmPage, await get(`/api/film/${firstFilmWithShows().slug}/`));
    const director = film.film.directors?.[0];
    const result = await decoded(FilmSearchResult, await post("/api/search-films/", { keyword: director?.name ?? "" }));
    expect(result.director?.slug).toBe(director?.slug);
    const fallback = await decoded(FilmSearchResult, await post("/api/search-films/", { keyword: "spirited away again" }));
    expect(fallback.imdb_fallbacks).toContainEqual({ tconst: "tt9990001", title: "Spirited Away Again", year: 2030 });
  });
});

describe("the lookups, genre and channel endpoints", () => {
  it("answers the basic initial data with the server time and current year", async () => {
    const data = await decoded(BasicInitialDataWire, await get("/api/basic-initial-data/"));
    expect(data.serverTime).toBe(NOW);
    expect(data.currentYear).toBe(2026);
    expect(data.channels.length).toBe(week.channels.length);
    expect(data.streaming_services.length).toBeGreaterThan(0);
    expect(data.genres.every((genre) => typeof genre.slug === "string")).toBe(true);
    expect(data.adverts.every((advert) => advert.api === `/api/advert/${advert.id}/`)).toBe(true);
  });

  it("answers the server time, the other apps and the Channels Page list", async () => {
    const time = (await (await get("/api/server-time/")).json()) as { serverTime: number };
    expect(time.serverTime).toBe(NOW);
    const apps = await decoded(AppsPayload, await get("/api/apps/"));
    expect(apps.apps.length).toBeGreaterThan(0);
    const channels = await decoded(ChannelsPayload, await get("/api/channels/"));
    expect(channels.channels.every((channel) => channel.logo !== null && (channel.n_shows ?? 0) > 0)).toBe(true);
    expect(channels.channels.map((channel) => channel.name)).toEqual(
      [...channels.channels.map((channel) => channel.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("answers a genre's films this week and a channel's films, series and systems", async () => {
    const genre = await decoded(GenrePage, await get("/api/genre/drama/"));
    expect(genre.genre.name).toBe("Drama");
    expect(genre.films.length).toBeGreaterThan(0);
    expect(genre.films.every((film) => film.genres.includes(genre.genre.id))).toBe(true);
    await expectProblem(await get("/api/genre/no-such-genre/"), 404);
    const channel = await decoded(ChannelPage, await get("/api/channel/bbc-one/"));
    expect(channel.channel.name).toBe("BBC One");
    expect(channel.systems.length).toBeGreaterThan(0);
    expect(channel.shows.every((show) => show.cs?.includes(channel.channel.id) === true)).toBe(true);
  });
});

describe("the feedback, error log and advert endpoints", () => {
  it("saves feedback and lists every problem of an invalid one", async () => {
    expect(await (await post("/api/save-feedback/", { feedback: "More westerns", category: "SG", email: "fan@example.com" })).json()).toEqual({ ok: true });
    expect((await post("/api/save-feedback/", { feedback: "No email", category: "OT" })).status).toBe(200);
    const rows = await server.sql<{ text: string }>("select text from feedback order by id");
    expect(rows.map((row) => row.text)).toEqual(["More westerns", "No email"]);
    const problem = await expectProblem(await post("/api/save-feedback/", { feedback: " ", category: "XX", email: "not-an-email" }), 400);
    expect(problem.errors?.map((issue) => issue.path.join("."))).toEqual(["payload.feedback", "payload.category", "payload.email"]);
  });

  it("stores browser errors for operators and rate-limits each client", async () => {
    const report = { url: "/api/shows/?week", method: "GET", errorMsg: "status 502 after 30 ms" };
    const statuses: Array<number> = [];
    for (let i = 0; i < CLIENT_ERROR_QUOTA.limit; i++) statuses.push((await post("/api/log-error/", report)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await post("/api/log-error/", report);
    await expectProblem(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const stored = await server.sql<{ n: number }>("select count(*)::int as n from client_error where message = ?", [report.errorMsg]);
    expect(stored[0]?.n).toBe(CLIENT_ERROR_QUOTA.limit);
  });

  it("counts an advert view at the advert's api path", async () => {
    const data = await decoded(BasicInitialDataWire, await get("/api/basic-initial-data/"));
    const advert = data.adverts[0];
    expect(advert).toBeDefined();
    expect((await fetch(server.base + (advert?.api ?? ""), { method: "POST" })).status).toBe(200);
    const rows = await server.sql<{ n_views: string | number }>("select n_views from advert where id = ?", [advert?.id]);
    expect(Number(rows[0]?.n_views)).toBe(1);
    await expectProblem(await fetch(`${server.base}/api/advert/99999/`, { method: "POST" }), 404);
  });
});

describe("malformed requests", () => {
  it("answer problems for broken JSON, the wrong media type, oversized bodies and unknown API paths", async () => {
    expect((await expectProblem(await post("/api/search-films/", "{not json"), 400)).errors?.[0]?.message).toContain("JSON");
    await expectProblem(await post("/api/search-films/", "keyword=x", { "content-type": "text/plain" }), 415);
    await expectProblem(await post("/api/search-films/", JSON.stringify({ keyword: "x".repeat(70_000) })), 413);
    await expectProblem(await get("/api/no-such-endpoint/"), 404);
  });

  it("refuse unknown query keys on every public GET", async () => {
    const film = firstFilmWithShows();
    for (const path of [
      `/api/film/${film.slug}/`,
      `/api/star/${film.stars?.[0]?.slug ?? "x"}/`,
      "/api/top/",
      "/api/channels/",
      "/api/genre/drama/",
      "/api/channel/bbc-one/",
      "/api/basic-initial-data/",
      "/api/apps/",
      "/api/server-time/",
    ]) {
      const problem = await expectProblem(await get(`${path}?utm_source=x`), 400);
      expect(problem.errors?.[0]?.message, path).toBe("Unknown query parameter: utm_source");
    }
  });

  it("set the security headers on every answer", async () => {
    for (const response of [await get("/api/shows/?week"), await get("/api/no-such-endpoint/"), await get("/")]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-inline'; ".replace("; ", "") + " script");
      expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    }
  });

  it("serve the OpenAPI document of the whole API", async () => {
    const document = (await (await get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    for (const path of ["/api/shows/", "/api/film/{slug}/", "/api/search-films/", "/api/best-of-year/{year}/", "/api/save-feedback/"]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
