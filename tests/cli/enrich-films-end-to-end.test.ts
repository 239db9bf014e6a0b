import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect, Layer, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type Database as Orm } from "../../adapters/persistence/database.ts";
import { Database, makeDatabase, pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { AdminCataloguePostgres } from "../../adapters/persistence/repositories/admin-catalogue-postgres.ts";
import { editTitle } from "../../application/admin/edit-title.ts";
import { ListingPayload } from "../../domain/listing-payload.ts";
import { FilmPage } from "../../domain/title-page.ts";
import { enrichmentFingerprint } from "../adapters/film-data/enrichment-fingerprint.ts";
import { IMAGE_BASE, startFilmDataStandIn, type FilmDataStandIn } from "../adapters/film-data/film-data-stand-in.ts";
import { startPublicSiteServer } from "../adapters/http/public-site-server.ts";
import { cli, cliWithEnv, root, type CliResult } from "./cli-on-data-dir.ts";

const fixtures = join(root, "tests/adapters/importers/fixtures");
const TOKEN = "cli-read-access-token";
const KEY = "cli-omdb-key";
const ADMIN = "admin@example.com";
const EDIT_AT = Date.UTC(2026, 10, 25, 12);
// the evening the fixture's schedule starts
const SCHEDULE_EVENING = Date.UTC(2026, 9, 24, 18);

const withDatabase = async <A>(dataDir: string, use: (orm: Orm) => Promise<A>): Promise<A> => {
  const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
  try {
    return await use(orm);
  } finally {
    await closeDatabase(orm);
  }
};

const rows = <Row>(orm: Orm, sql: string, params: Array<unknown> = []) => orm.em.fork().getConnection().execute<Array<Row>>(sql, params);

interface FilmRow {
  readonly slug: string;
  readonly title: string;
  readonly poster_url: string | null;
  readonly backdrop_url: string | null;
  readonly youtube: string | null;
  readonly crit: number | null;
  readonly metascore: number | null;
  readonly tmdb_kind: string | null;
  readonly certificate: string | null;
}

const creditsOf = (orm: Orm, slug: string) =>
  rows<{ name: string; role: string; tmdb_img: string | null }>(
    orm,
    "select p.name, cr.role, p.tmdb_img from credit cr join person p on p.id = cr.person_id join title t on t.id = cr.title_id where t.slug = ? order by cr.role, cr.ord",
    [slug],
  );

const filmsOf = (orm: Orm) =>
  rows<FilmRow>(
    orm,
    "select t.slug, t.title, t.poster_url, t.backdrop_url, t.youtube, t.crit, t.metascore, t.tmdb_kind, c.name as certificate from title t left join certificate c on c.id = t.certificate_id order by t.id",
  );

describe("enrich-films on a database fed only by a real schedule and IMDb files", () => {
  let dir: string;
  let dataDir: string;
  let standIn: FilmDataStandIn;
  let env: Record<string, string>;
  const enrich = (...args: Array<string>): Promise<CliResult> => cliWithEnv(dataDir, env, "enrich-films", ...args);
  const film = async (slug: string) => (await withDatabase(dataDir, filmsOf)).find((row) => row.slug === slug);
  const fingerprint = () => withDatabase(dataDir, enrichmentFingerprint);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tf-cli-enrich-e2e-"));
    dataDir = join(dir, "data");
    standIn = await startFilmDataStandIn(TOKEN, KEY, { rateLimitOnce: 238, malformed: [11235] });
    env = { TMDB_API_TOKEN: TOKEN, TMDB_API_BASE: standIn.tmdbBase, OMDB_API_KEY: KEY, OMDB_API_BASE: standIn.omdbBase, TMDB_REQUESTS_PER_SECOND: "50" };
    const schedule = await cli(dataDir, "import-xmltv", join(fixtures, "import-uk-weekend.xml"));
    expect(schedule.code, schedule.stderr).toBe(0);
    const datasets = ["title.basics", "title.ratings", "title.principals", "name.basics", "title.crew"].map((name) => join(fixtures, `${name}.tsv`));
    const imdb = await cli(dataDir, "import-imdb", ...datasets);
    expect(imdb.code, imdb.stderr).toBe(0);
  }, 900_000);
  afterAll(async () => {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("names a missing TMDB_API_TOKEN, exits 2 and changes nothing", async () => {
    const before = await fingerprint();
    const refused = await cliWithEnv(dataDir, { ...env, TMDB_API_TOKEN: undefined }, "enrich-films");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("TMDB_API_TOKEN is not set");
    expect(standIn.requests).toEqual([]);
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it("--film enriches that one film only", async () => {
    const run = await enrich("--film", "paddington-2014");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Enriched 1 titles in [\d.]+ s: 1 changed, 0 unchanged, 0 not found, 0 failed/);
    expect((await film("paddington-2014"))?.poster_url).toBe(`${IMAGE_BASE}w500/rd2gZwz1e8eQF1ZW9KbO3vLcj5K.jpg`);
    expect((await film("the-godfather-1972"))?.poster_url).toBeNull();
  }, 600_000);

  it("--limit stops after that many titles, in catalogue order, and lists the film that failed at the end", async () => {
    const run = await enrich("--limit", "2");
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^Enriched 2 titles in [\d.]+ s: 0 changed, 0 unchanged, 1 not found, 1 failed/);
    expect(run.stdout).toContain("  failed: tf-local-hero Local Hero: TMDB: /movie/11235 answered in an unexpected shape");
    expect((await film("the-godfather-1972"))?.poster_url).toBeNull();
  }, 600_000);

  it("a plain run takes every title never enriched, and one failing film does not stop it", async () => {
    const run = await enrich();
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^Enriched 6 titles in [\d.]+ s: 3 changed, 0 unchanged, 2 not found, 1 failed; similar-title links added: 2\.$/m);
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines.at(-2)).toBe("  failed: tf-local-hero Local Hero: TMDB: /movie/11235 answered in an unexpected shape: Expected string | null | undefined");
    expect(standIn.served429()).toBe(1);
  }, 600_000);

  it("gives the film its poster, backdrop, trailer, GB certificate, critics' scores and cast photos", async () => {
    expect(await film("the-godfather-1972")).toEqual({
      slug: "the-godfather-1972",
      title: "The Godfather",
      poster_url: `${IMAGE_BASE}w500/3bhkrj58Vtu7enYsRolD1fZdja1.jpg`,
      backdrop_url: `${IMAGE_BASE}w1280/tmU7GeKVybMWFButWEGl2M4GeiP.jpg`,
      youtube: "UaVTIH8mujA",
      crit: 97,
      metascore: 100,
      tmdb_kind: "movie",
      certificate: "15",
    });
    expect(await film("whisky-galore-1949")).toMatchObject({
      certificate: "U",
      poster_url: `${IMAGE_BASE}w500/kd3IxrJhtvjZx4JNLNw0E8aZ9tB.jpg`,
      youtube: null,
    });
    expect(await withDatabase(dataDir, (orm) => creditsOf(orm, "the-godfather-1972"))).toEqual([
      { name: "Francis Ford Coppola", role: "director", tmdb_img: `${IMAGE_BASE}w185/3Pblihd6KjXliie9vj4iQJwbNPU.jpg` },
      { name: "Marlon Brando", role: "star", tmdb_img: `${IMAGE_BASE}w185/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg` },
    ]);
  });

  it("maps the GB watch providers to the site's services and links similar films", async () => {
    const offers = await withDatabase(dataDir, (orm) =>
      rows(
        orm,
        "select t.slug, ss.slug as service, s.availability from show s join streaming_service ss on ss.id = s.streaming_service_id join title t on t.id = s.title_id order by t.slug, ss.slug",
      ),
    );
    expect(offers).toEqual([
      { slug: "doctor-who", service: "bbc-iplayer", availability: "Free" },
      { slug: "the-godfather-1972", service: "netflix", availability: "Included with subscription" },
      { slug: "the-godfather-1972", service: "prime-video", availability: "To rent" },
    ]);
    const similar = await withDatabase(dataDir, (orm) =>
      rows(
        orm,
        "select a.slug as film, b.slug as similar from title_similar ts join title a on a.id = ts.title_id join title b on b.id = ts.similar_id order by a.slug",
      ),
    );
    expect(similar).toEqual([
      { film: "paddington-2014", similar: "the-godfather-1972" },
      { film: "the-godfather-1972", similar: "paddington-2014" },
    ]);
  });

  it("finds a series through /search/tv and stores its GB content rating, creators and trailer", async () => {
    expect(standIn.requests).toContain("/3/search/tv?query=Doctor+Who&include_adult=false");
    expect(standIn.requests.some((request) => request.startsWith("/3/tv/57243?append_to_response=credits%2Cvideos%2Ccontent_ratings%2C"))).toBe(true);
    expect(await film("doctor-who")).toMatchObject({
      tmdb_kind: "tv",
      certificate: "PG",
      youtube: "dwTrailer01",
      backdrop_url: `${IMAGE_BASE}w1280/vcFW09U4834DyFOeRZpsx9x1D3S.jpg`,
    });
    expect(await withDatabase(dataDir, (orm) => creditsOf(orm, "doctor-who"))).toEqual([
      { name: "Russell T Davies", role: "director", tmdb_img: `${IMAGE_BASE}w185/jNDyWvEDMmWOGp3Vu2pmY2ObMYJ.jpg` },
      { name: "Ncuti Gatwa", role: "star", tmdb_img: `${IMAGE_BASE}w185/lGQPz8tQ8PfH1VA0aBDVMf5ooap.jpg` },
    ]);
  });

  it("--since a date takes only titles not enriched since then, and changes nothing for those TMDB cannot give", async () => {
    const before = await fingerprint();
    const run = await enrich("--since", "2000-01-01");
    expect(run.stdout).toMatch(/^Enriched 3 titles in [\d.]+ s: 0 changed, 0 unchanged, 2 not found, 1 failed/);
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it("a second run over everything (--all) changes nothing", async () => {
    const before = await fingerprint();
    const run = await enrich("--all");
    expect(run.stdout).toMatch(/^Enriched 7 titles in [\d.]+ s: 0 changed, 4 unchanged, 2 not found, 1 failed/);
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it("keeps the title and the trailer an admin edited", async () => {
    const granted = await cli(dataDir, "grant-admin", "--create", ADMIN);
    expect(granted.code, granted.stderr).toBe(0);
    await withDatabase(dataDir, async (orm) => {
      const actor = { userId: 1, email: ADMIN };
      const edits = Effect.gen(function* () {
        yield* editTitle(actor, "film", "tt0068646", { action: "update title", newTitle: "The Godfather (restored)" }, EDIT_AT);
        yield* editTitle(actor, "film", "tt0068646", { action: "update youtube", youtube: "https://www.youtube.com/watch?v=adminPick01" }, EDIT_AT);
      });
      await Effect.runPromise(edits.pipe(Effect.provide(AdminCataloguePostgres.pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, "pglite")))))));
    });
    const before = await fingerprint();
    const run = await enrich("--all", "--film", "tt0068646");
    expect(run.stdout).toMatch(/^Enriched 1 titles in [\d.]+ s: 0 changed, 1 unchanged/);
    expect(await film("the-godfather-1972")).toMatchObject({ title: "The Godfather (restored)", youtube: "adminPick01" });
    expect(await fingerprint()).toBe(before);
  }, 600_000);

  it("the film page and the week's listing show what enrichment brought", async () => {
    const server = await startPublicSiteServer(undefined, { at: SCHEDULE_EVENING, ticks: false }, { dataDir, seedDemo: "never" });
    try {
      const get = async <S extends typeof FilmPage | typeof ListingPayload>(schema: S, path: string) => {
        const response = await fetch(`${server.base}${path}`);
        expect(response.status, path).toBe(200);
        return Schema.decodeUnknownSync(schema)(await response.json());
      };
      const services = new Map((await server.sql<{ id: number; slug: string }>("select id, slug from streaming_service")).map((row) => [row.id, row.slug]));
      const [fifteen] = await server.sql<{ id: number }>("select id from certificate where name = '15'");
      const { film } = await get(FilmPage, "/api/film/the-godfather-1972/");
      expect(film).toMatchObject({
        title: "The Godfather (restored)",
        poster_url: `${IMAGE_BASE}w500/3bhkrj58Vtu7enYsRolD1fZdja1.jpg`,
        backdrop_url: `${IMAGE_BASE}w1280/tmU7GeKVybMWFButWEGl2M4GeiP.jpg`,
        youtube: "adminPick01",
        crit: 97,
        metascore: 100,
        certificate: fifteen?.id,
        tmdb: { kind: "movie", tmdb_id: 238 },
      });
      expect(film.stars?.map((star) => [star.name, star.tmdb_img])).toEqual([["Marlon Brando", `${IMAGE_BASE}w185/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg`]]);
      expect(film.streamings?.map((offer) => [services.get(offer.s), offer.l])).toEqual([
        ["netflix", "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB"],
        ["prime-video", "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB"],
      ]);
      expect(film.similars?.map((similar) => [similar.slug, similar.poster_url])).toEqual([
        ["paddington-2014", `${IMAGE_BASE}w500/rd2gZwz1e8eQF1ZW9KbO3vLcj5K.jpg`],
      ]);
      const week = await get(ListingPayload, "/api/shows/?week");
      expect(week.films.find((listed) => listed.slug === "the-godfather-1972")?.poster_url).toBe(`${IMAGE_BASE}w500/3bhkrj58Vtu7enYsRolD1fZdja1.jpg`);
    } finally {
      await server.stop();
    }
  }, 600_000);
});
