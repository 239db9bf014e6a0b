import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type Database } from "../../../adapters/persistence/database.ts";
import type { EnrichFilmsSummary } from "../../../application/enrichment/enrich-films.ts";
import { enrichAgainstStandIn } from "./enrich-against-stand-in.ts";
import { enrichmentFingerprint } from "./enrichment-fingerprint.ts";
import { IMAGE_BASE, startFilmDataStandIn, type FilmDataStandIn } from "./film-data-stand-in.ts";

const TOKEN = "test-read-access-token";
const KEY = "test-omdb-key";
const NOW = Date.UTC(2026, 10, 25, 11);

const SEED = [
  "insert into streaming_service (name, name_display, slug) values ('netflix', 'Netflix', 'netflix'), ('prime-video', 'Prime Video', 'prime-video')",
  "insert into genre (name, slug) values ('Drama', 'drama'), ('Crime', 'crime'), ('Family', 'family')",
  "insert into title (kind, imdb, slug, title, match_key, year) values ('film', 'tt0068646', 'the-godfather-1972', 'The Godfather', 'godfather', 1972)",
  "insert into title (kind, imdb, slug, title, match_key, year, synopsis) values ('film', 'tf-paddington-2014', 'paddington-2014', 'Paddington', 'paddington', 2014, 'Our own words.')",
  "insert into title (kind, imdb, slug, title, match_key, year) values ('film', 'tt7777777', 'lost-film', 'Lost Film', 'lost film', 1990)",
  "insert into title (kind, imdb, slug, title, match_key, year, tmdb_kind, tmdb_id) values ('film', 'tt0000666', 'broken-film', 'Broken Film', 'broken film', 1999, 'movie', 666)",
];

describe("enrich-films against a stand-in TMDB and OMDb", () => {
  let orm: Database;
  let standIn: FilmDataStandIn;
  let first: EnrichFilmsSummary;

  const run = (all: boolean, film?: string) =>
    enrichAgainstStandIn(orm, standIn, { token: TOKEN, apiKey: KEY }, { all, refreshDays: 30, limit: undefined, film, now: NOW, concurrency: 3 });
  const rows = <Row>(sql: string, params: Array<unknown> = []) => orm.em.fork().getConnection().execute<Array<Row>>(sql, params);
  const fingerprint = () => enrichmentFingerprint(orm);

  beforeAll(async () => {
    orm = await openDatabase({ dataDir: "memory://" });
    for (const statement of SEED) await rows(statement);
    standIn = await startFilmDataStandIn(TOKEN, KEY, { rateLimitOnce: 238, broken: [666] });
    first = await run(false);
  });
  afterAll(async () => {
    await standIn.close();
    await closeDatabase(orm);
  });

  it("identifies films by IMDb id, else by title and year, and says which it could not find or fetch", () => {
    expect(standIn.requests).toContain("/3/find/tt0068646?external_source=imdb_id");
    expect(standIn.requests).toContain("/3/search/movie?query=Paddington&include_adult=false&year=2014");
    expect(first).toMatchObject({ selected: 4, changed: 2, unchanged: 0 });
    expect(first.notFound.map((entry) => entry.imdb)).toEqual(["tt7777777"]);
    expect(first.failed.map((entry) => [entry.imdb, entry.reason])).toEqual([["tt0000666", "TMDB: /3/movie/666: gave up after 3 attempts (HTTP 500)"]]);
  });

  it("waits out a 429 with Retry-After and still gets the film", () => {
    expect(standIn.served429()).toBe(1);
  });

  it("gives a film its poster, backdrop, trailer, GB certificate, critics' scores, runtime, genres and cast photos", async () => {
    const [godfather] = await rows<Record<string, unknown>>(
      "select t.poster_url, t.backdrop_url, t.youtube, t.crit, t.metascore, t.imdb_r, t.length, t.synopsis, t.tmdb_kind, t.tmdb_id, c.name as certificate from title t left join certificate c on c.id = t.certificate_id where t.imdb = 'tt0068646'",
    );
    expect(godfather).toMatchObject({
      poster_url: `${IMAGE_BASE}w500/3bhkrj58Vtu7enYsRolD1fZdja1.jpg`,
      backdrop_url: `${IMAGE_BASE}w1280/tmU7GeKVybMWFButWEGl2M4GeiP.jpg`,
      youtube: "UaVTIH8mujA",
      crit: 97,
      metascore: 100,
      imdb_r: 9.2,
      length: 175,
      tmdb_kind: "movie",
      tmdb_id: 238,
      certificate: "15",
    });
    const credits = await rows<{ name: string; role: string; tmdb_img: string | null }>(
      "select p.name, cr.role, p.tmdb_img from credit cr join person p on p.id = cr.person_id join title t on t.id = cr.title_id where t.imdb = 'tt0068646' order by cr.role, cr.ord",
    );
    expect(credits).toEqual([
      { name: "Francis Ford Coppola", role: "director", tmdb_img: `${IMAGE_BASE}w185/3Pblihd6KjXliie9vj4iQJwbNPU.jpg` },
      { name: "Marlon Brando", role: "star", tmdb_img: `${IMAGE_BASE}w185/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg` },
      { name: "Al Pacino", role: "star", tmdb_img: `${IMAGE_BASE}w185/2dGBb1fOcNdZjtQToVPFxXjm4ke.jpg` },
      { name: "James Caan", role: "star", tmdb_img: null },
    ]);
    expect(
      await rows(
        "select g.slug from title_genre tg join genre g on g.id = tg.genre_id join title t on t.id = tg.title_id where t.imdb = 'tt0068646' order by tg.ord",
      ),
    ).toEqual([{ slug: "drama" }, { slug: "crime" }]);
  });

  it("offers the film on the GB services TMDB lists, one offer per service, best kind first", async () => {
    expect(
      await rows(
        "select ss.slug, s.link, s.availability, s.source from show s join streaming_service ss on ss.id = s.streaming_service_id join title t on t.id = s.title_id where t.imdb = 'tt0068646' order by ss.slug",
      ),
    ).toEqual([
      {
        slug: "netflix",
        link: "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB",
        availability: "Included with subscription",
        source: "tmdb",
      },
      { slug: "prime-video", link: "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB", availability: "To rent", source: "tmdb" },
    ]);
  });

  it("links similar films once both are in the catalogue, keeps the site's own synopsis and fills what partial data has", async () => {
    expect(
      await rows(
        "select a.slug as film, b.slug as similar from title_similar ts join title a on a.id = ts.title_id join title b on b.id = ts.similar_id order by a.slug",
      ),
    ).toEqual([
      { film: "paddington-2014", similar: "the-godfather-1972" },
      { film: "the-godfather-1972", similar: "paddington-2014" },
    ]);
    const [paddington] = await rows<Record<string, unknown>>(
      "select synopsis, youtube, certificate_id, imdb_r, crit, length from title where slug = 'paddington-2014'",
    );
    expect(paddington).toEqual({ synopsis: "Our own words.", youtube: null, certificate_id: null, imdb_r: 7.3, crit: null, length: 95 });
  });

  it("changes nothing on a second run, and never overwrites a trailer an admin set", async () => {
    await rows("update title set youtube = 'adminPicked', crit = 55 where imdb = 'tt0068646'");
    await rows(
      "insert into admin_audit (at, actor, action, target, before, after) values (now(), 'admin@example.com', 'update youtube', 'film tt0068646', '{\"youtube\":\"UaVTIH8mujA\"}', '{\"youtube\":\"adminPicked\"}')",
    );
    const before = await fingerprint();
    const second = await run(true);
    expect(second).toMatchObject({ selected: 4, changed: 1, unchanged: 1 });
    const [godfather] = await rows<{ youtube: string; crit: number }>("select youtube, crit from title where imdb = 'tt0068646'");
    expect(godfather).toEqual({ youtube: "adminPicked", crit: 97 });
    const settled = await fingerprint();
    expect(settled).not.toBe(before);
    const third = await run(true);
    expect(third).toMatchObject({ changed: 0, unchanged: 2 });
    expect(await fingerprint()).toBe(settled);
  });
});
