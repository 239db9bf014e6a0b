import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmEnrichmentStorePostgres } from "../../../adapters/persistence/film-enrichment-store-postgres.ts";
import type { PersonCredit, TitleEnrichment } from "../../../application/enrichment/film-enrichment-store.ts";
import { titleMatchKey } from "../../../domain/title-match.ts";
import { backends } from "./database-backends.ts";

const NOW = Date.UTC(2026, 10, 25, 11);
const EARLIER = Date.UTC(2026, 9, 1, 11);
const LINK = "https://www.themoviedb.org/movie/1/watch?locale=GB";

const brando: PersonCredit = { tmdbId: 3084, name: "Marlon Brando", profileUrl: "https://image.tmdb.org/t/p/w185/brando.jpg" };
const pacino: PersonCredit = { tmdbId: 1158, name: "Al Pacino", profileUrl: null };
const coppola: PersonCredit = { tmdbId: 1776, name: "Francis Ford Coppola", profileUrl: "https://image.tmdb.org/t/p/w185/coppola.jpg" };

const enrichment = (titleId: number, parts: Partial<TitleEnrichment>): TitleEnrichment => ({
  titleId,
  fields: {},
  certificate: null,
  genreSlugs: [],
  cast: [],
  directors: [],
  similarTmdbIds: [],
  offers: [],
  enrichedAt: NOW,
  ...parts,
});

describe.each(backends())("writing a batch of enriched titles on $name", (backend) => {
  let orm: Database;
  const ids: Record<string, number> = {};
  const services: Record<string, number> = {};
  const rows = <Row>(sql: string, params: Array<unknown> = []) => orm.em.fork().getConnection().execute<Array<Row>>(sql, params);
  const save = (batch: ReadonlyArray<TitleEnrichment>) => Effect.runPromise(makeFilmEnrichmentStorePostgres(orm).saveEnrichments(batch));
  const credits = (slug: string) =>
    rows<{ name: string; role: string; ord: number; tmdb_id: number | null; tmdb_img: string | null }>(
      "select p.name, cr.role, cr.ord, p.tmdb_id, p.tmdb_img from credit cr join person p on p.id = cr.person_id join title t on t.id = cr.title_id where t.slug = ? order by cr.role, cr.ord",
      [slug],
    );
  const offers = (slug: string) =>
    rows<{ service: string; availability: string; source: string; first_seen: boolean }>(
      "select ss.slug as service, s.availability, s.source, s.time < ? as first_seen from show s join streaming_service ss on ss.id = s.streaming_service_id join title t on t.id = s.title_id where t.slug = ? order by ss.slug",
      [new Date(NOW), slug],
    );
  // a second run plans no fields: they hold what TMDB says
  const batch = (again = false): ReadonlyArray<TitleEnrichment> => [
    // knows its director only by name (a listings import), and has two people new to the site
    enrichment(ids["two"] ?? 0, {
      fields: again ? {} : { tmdb_kind: "movie", tmdb_id: 2 },
      genreSlugs: ["drama"],
      cast: [pacino, brando],
      directors: [coppola],
      offers: [{ serviceId: services["now"] ?? 0, link: LINK, availability: "To buy" }],
    }),
    // shares all three with the title before it in the batch
    enrichment(ids["one"] ?? 0, {
      fields: again ? {} : { tmdb_kind: "movie", tmdb_id: 1, youtube: "trailer1" },
      certificate: { name: "15", rank: 5 },
      genreSlugs: ["crime", "drama"],
      cast: [brando, pacino],
      directors: [coppola],
      similarTmdbIds: [2],
      offers: [
        { serviceId: services["netflix"] ?? 0, link: LINK, availability: "Included with subscription" },
        { serviceId: services["prime-video"] ?? 0, link: LINK, availability: "To rent" },
      ],
    }),
    enrichment(ids["three"] ?? 0, {}),
  ];

  beforeAll(async () => {
    orm = await backend.open();
    await rows(
      "insert into streaming_service (name, name_display, slug) values ('netflix', 'Netflix', 'netflix'), ('prime-video', 'Prime Video', 'prime-video'), ('now', 'NOW', 'now')",
    );
    for (const row of await rows<{ id: number; slug: string }>("select id, slug from streaming_service")) services[row.slug] = row.id;
    await rows("insert into genre (name, slug) values ('Drama', 'drama'), ('Crime', 'crime')");
    for (const slug of ["one", "two", "three"]) {
      const [row] = await rows<{ id: number }>("insert into title (kind, imdb, slug, title, match_key) values ('film', ?, ?, ?, ?) returning id", [
        `tt-${slug}`,
        slug,
        slug,
        titleMatchKey(slug),
      ]);
      ids[slug] = row?.id ?? 0;
    }
    // "two" already credits its director by name (a listings import), and is on NOW in the streaming catalogue
    const [person] = await rows<{ id: number }>("insert into person (name, slug) values ('Francis Ford Coppola', 'francis-ford-coppola') returning id");
    await rows("insert into credit (title_id, person_id, role, ord) values (?, ?, 'director', 0)", [ids["two"], person?.id]);
    await rows(
      "insert into show (title_id, time, streaming_service_id, link, availability, source) values (?, ?, ?, 'https://www.now.com/x', 'Included', 'catalogue')",
      [ids["two"], new Date(EARLIER), services["now"]],
    );
    // "one" was offered by TMDB before: on Netflix to buy (it keeps its date) and on NOW (gone now)
    for (const [service, availability] of [
      ["netflix", "To buy"],
      ["now", "To rent"],
    ] as const) {
      await rows("insert into show (title_id, time, streaming_service_id, link, availability, source) values (?, ?, ?, ?, ?, 'tmdb')", [
        ids["one"],
        new Date(EARLIER),
        services[service],
        LINK,
        availability,
      ]);
    }
  });
  afterAll(() => backend.dispose());

  it("answers for each title in order whether it changed, and credits a person new to the site once, however many titles of the batch name them, as title after title would", async () => {
    expect(await save(batch())).toEqual([true, true, false]);
    expect(await credits("one")).toEqual([
      { name: "Francis Ford Coppola", role: "director", ord: 0, tmdb_id: 1776, tmdb_img: coppola.profileUrl },
      { name: "Marlon Brando", role: "star", ord: 0, tmdb_id: 3084, tmdb_img: brando.profileUrl },
      { name: "Al Pacino", role: "star", ord: 1, tmdb_id: 1158, tmdb_img: null },
    ]);
    expect(await credits("two")).toEqual([
      { name: "Francis Ford Coppola", role: "director", ord: 0, tmdb_id: 1776, tmdb_img: coppola.profileUrl },
      { name: "Al Pacino", role: "star", ord: 0, tmdb_id: 1158, tmdb_img: null },
      { name: "Marlon Brando", role: "star", ord: 1, tmdb_id: 3084, tmdb_img: brando.profileUrl },
    ]);
    // the director known by name got TMDB's id, so the next title found him by it
    expect(await rows("select name, slug from person order by name")).toEqual([
      { name: "Al Pacino", slug: "al-pacino" },
      { name: "Francis Ford Coppola", slug: "francis-ford-coppola" },
      { name: "Marlon Brando", slug: "marlon-brando" },
    ]);
  });

  it("gives each title its fields, certificate, genres in order and similar ids, and every title of the batch its enrichment time", async () => {
    expect(
      await rows(
        "select t.slug, t.tmdb_id, t.youtube, c.name as certificate, t.tmdb_similar, t.enriched_at = ? as enriched from title t left join certificate c on c.id = t.certificate_id order by t.slug",
        [new Date(NOW)],
      ),
    ).toEqual([
      { slug: "one", tmdb_id: 1, youtube: "trailer1", certificate: "15", tmdb_similar: [2], enriched: true },
      { slug: "three", tmdb_id: null, youtube: null, certificate: null, tmdb_similar: [], enriched: true },
      { slug: "two", tmdb_id: 2, youtube: null, certificate: null, tmdb_similar: [], enriched: true },
    ]);
    expect(
      await rows(
        "select t.slug, g.slug as genre from title_genre tg join genre g on g.id = tg.genre_id join title t on t.id = tg.title_id order by t.slug, tg.ord",
      ),
    ).toEqual([
      { slug: "one", genre: "crime" },
      { slug: "one", genre: "drama" },
      { slug: "two", genre: "drama" },
    ]);
  });

  it("keeps an offer's first date on a service TMDB still lists, drops the one it no longer lists and never doubles a catalogue offer", async () => {
    expect(await offers("one")).toEqual([
      { service: "netflix", availability: "Included with subscription", source: "tmdb", first_seen: true },
      { service: "prime-video", availability: "To rent", source: "tmdb", first_seen: false },
    ]);
    expect(await offers("two")).toEqual([{ service: "now", availability: "Included", source: "catalogue", first_seen: true }]);
  });

  it("changes nothing when the same batch is written again", async () => {
    const count =
      "select (select count(*) from person) as people, (select count(*) from credit) as credits, (select count(*) from show) as shows, (select count(*) from title_genre) as genres";
    const before = await rows(count);
    expect(await save(batch(true))).toEqual([false, false, false]);
    expect(await rows(count)).toEqual(before);
  });
});
