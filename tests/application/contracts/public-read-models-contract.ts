import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import type { DataVersionShape } from "../../../application/listings/data-version.ts";
import type { FilmSearchIndexShape } from "../../../application/catalogue/film-search-index.ts";
import type { TitleReadModelShape } from "../../../application/catalogue/title-read-model.ts";
import type { ListingReadModelShape } from "../../../application/listings/listing-read-model.ts";
import type { LookupsReadModelShape } from "../../../application/site/lookups-read-model.ts";
import type { RequestQuotaShape } from "../../../application/site/request-quota.ts";
import type { SiteInboxShape } from "../../../application/site/site-inbox.ts";
import { Channel } from "../../../domain/channel.ts";
import { Film } from "../../../domain/film.ts";
import { searchMatchKey } from "../../../domain/film-search.ts";
import { listingWindow } from "../../../domain/listing-window.ts";
import { averageRating } from "../../../domain/ratings.ts";
import { Series } from "../../../domain/series.ts";
import { Show } from "../../../domain/show.ts";
import { AMELIE, CHRISTMAS_STORY, DOCTOR_WHO, GODFATHER, OBSCURE, PADDINGTON, WORLD_NOW, type InboxRecord } from "./catalogue-world.ts";

/** The read models and inbox of the public site over the sample world, plus ways to change and inspect it. */
export interface PublicReadModelsHarness {
  readonly listings: ListingReadModelShape;
  readonly lookups: LookupsReadModelShape;
  readonly titles: TitleReadModelShape;
  readonly search: FilmSearchIndexShape;
  readonly inbox: SiteInboxShape;
  readonly quota: RequestQuotaShape;
  readonly dataVersion: DataVersionShape;
  /** Renames a title the way an import or an admin edit would. */
  readonly renameTitle: (slug: string, title: string) => Promise<void>;
  readonly readInbox: () => Promise<InboxRecord>;
}

const run = <A>(effect: Effect.Effect<A>): Promise<A> => Effect.runPromise(effect);
const LONDON = "Europe/London";
const today = listingWindow("today", WORLD_NOW, LONDON);
const week = listingWindow("week", WORLD_NOW, LONDON);
const keys = (items: ReadonlyArray<{ readonly imdb: string }>) => items.map((item) => item.imdb).sort();
const decodes = <S extends Schema.Top>(schema: S, value: unknown) => Schema.decodeUnknownExit(schema as never)(value)._tag === "Success";

export const publicReadModelsContract = (harness: () => PublicReadModelsHarness) => {
  describe("the listing read model", () => {
    it("lists the live film showings of a window in time order, each film once, in the compact wire shapes", async () => {
      const rows = await run(harness().listings.findLiveShowsBetween(today, "films"));
      expect(rows.shows.map((show) => show.id)).toEqual([12, 3, 1, 11]);
      expect(keys(rows.films)).toEqual([GODFATHER, AMELIE, CHRISTMAS_STORY].sort());
      expect(rows.tvseries).toEqual([]);
      expect(rows.shows.find((show) => show.id === 1)).toEqual({
        id: 1,
        f: AMELIE,
        time: WORLD_NOW + 3 * 3_600_000,
        art: 150,
        cs: [2],
        p: [1],
        sub: true,
        ad: true,
        sl: true,
        ft: true,
      });
      for (const show of rows.shows) expect(decodes(Show, show)).toBe(true);
      for (const film of rows.films) expect(decodes(Film, film)).toBe(true);
      const amelie = rows.films.find((film) => film.imdb === AMELIE);
      expect(amelie).toMatchObject({
        title: "Amélie",
        year: 2001,
        slug: "amelie-2001",
        certificate: 4,
        genres: [2],
        languages: [2],
        length: 122,
        audi: 95,
        crit: 89,
        imdb_r: 8.3,
        youtube: "HUECWi5pX7o",
        aka: ["Le Fabuleux Destin d'Amélie Poulain"],
        people: ["Jean-Pierre Jeunet", "Audrey Tautou"],
        api: "/api/film/amelie-2001/",
      });
      expect(amelie).not.toHaveProperty("stars");
      expect(amelie).not.toHaveProperty("directors");
    });

    it("leaves out showings on a channel no platform carries", async () => {
      const rows = await run(harness().listings.findLiveShowsBetween(week, "films"));
      expect(rows.shows.some((show) => show.cs?.includes(5) === true)).toBe(false);
    });

    it("reads the same listing however many are read at the same time", async () => {
      const alone = await run(harness().listings.findLiveShowsBetween(week, "films"));
      const together = await Promise.all(Array.from({ length: 6 }, () => run(harness().listings.findLiveShowsBetween(week, "films"))));
      for (const rows of together) expect(rows).toEqual(alone);
      expect(alone.shows.length).toBeGreaterThan(0);
      expect(alone.films.length).toBeGreaterThan(0);
    });

    it("covers the whole week from midnight of the broadcast date and keeps series episodes apart", async () => {
      const films = await run(harness().listings.findLiveShowsBetween(week, "films"));
      expect(films.shows.map((show) => show.id)).toEqual([12, 3, 1, 11, 5, 2]);
      expect(keys(films.films)).toEqual([AMELIE, GODFATHER, PADDINGTON, CHRISTMAS_STORY].sort());
      const series = await run(harness().listings.findLiveShowsBetween(week, "series"));
      expect(series.shows).toEqual([
        {
          id: 7,
          f: DOCTOR_WHO,
          series: 6,
          time: WORLD_NOW + 8 * 3_600_000,
          art: 50,
          cs: [1],
          season: 11,
          episode: 1,
          n_episodes: 12,
          episode_title: "Blink",
          ft: true,
        },
      ]);
      expect(series.films).toEqual([]);
      expect(keys(series.tvseries)).toEqual([DOCTOR_WHO]);
      expect(decodes(Series, series.tvseries[0])).toBe(true);
      expect(series.tvseries[0]?.api).toBe("/api/tvseries/doctor-who-2005/");
    });

    it("marks a title's first showing on a free-to-air channel and its last chance, which a streaming offer rules out", async () => {
      const films = await run(harness().listings.findLiveShowsBetween(week, "films"));
      const notes = films.shows.map((show) => [show.id, show.ft === true, show.lc === true]);
      expect(notes).toEqual([
        [12, true, false],
        [3, false, false],
        [1, true, false],
        [11, false, false],
        [5, true, false],
        [2, false, true],
      ]);
    });

    it("lists a streaming service's films and series with their links, and nothing for an unknown service", async () => {
      const rows = await run(harness().listings.findStreamingShows("netflix", week.end));
      expect(rows?.shows.map((show) => show.id)).toEqual([8, 9]);
      expect(rows?.shows[0]).toEqual({
        id: 8,
        f: PADDINGTON,
        time: WORLD_NOW - 2 * 86_400_000,
        s: 1,
        l: "https://www.netflix.com/title/1",
        a: "Included with subscription",
      });
      expect(keys(rows?.films ?? [])).toEqual([PADDINGTON]);
      expect(keys(rows?.tvseries ?? [])).toEqual([DOCTOR_WHO]);
      expect(await run(harness().listings.findStreamingShows("no-such-service", week.end))).toBeNull();
    });

    it("lists every channel by name with its systems and the number of films it shows in the window, each film once", async () => {
      const channels = await run(harness().listings.findChannels(week));
      expect(channels.map((channel) => [channel.slug, channel.n_shows])).toEqual([
        ["bbc-one", 2],
        ["channel-x", 1],
        ["empty-channel", 0],
        // Amélie and A Christmas Story, twice each
        ["film4", 2],
        ["off-air", 1],
      ]);
      expect(channels[0]).toEqual({
        id: 1,
        name: "BBC One",
        slug: "bbc-one",
        logo: "/logos/bbc-one.svg",
        hd: true,
        systems: [
          [1, 1],
          [2, 101],
        ],
        n_shows: 2,
      });
      for (const channel of channels) expect(decodes(Channel, channel)).toBe(true);
    });

    it("counts alerts and weekly views per film", async () => {
      const popularity = await run(harness().listings.findPopularity([AMELIE, GODFATHER]));
      expect(popularity.get(AMELIE)).toEqual({ alerts: 2, views: 40 });
      expect(popularity.get(GODFATHER)?.alerts ?? 0).toBe(0);
    });

    it("finds genres and channels by slug", async () => {
      expect(await run(harness().listings.findGenreBySlug("drama"))).toEqual({ id: 1, name: "Drama", slug: "drama" });
      expect(await run(harness().listings.findGenreBySlug("western"))).toBeNull();
      const bbc = await run(harness().listings.findChannelBySlug("bbc-one"));
      expect(bbc?.channel.name).toBe("BBC One");
      expect(bbc?.systems).toEqual([
        { id: 1, name: "Freeview", long_name: "Freeview (England)", logo: null },
        { id: 2, name: "Sky", long_name: "Sky UK", logo: null },
      ]);
      expect(await run(harness().listings.findChannelBySlug("no-such-channel"))).toBeNull();
    });
  });

  describe("the lookups read model", () => {
    it("answers the reference lists, active banners and active adverts with their view paths", async () => {
      const lookups = await run(harness().lookups.findLookups);
      expect(lookups.systems.map((system) => system.name)).toEqual(["Freeview", "Sky"]);
      expect(lookups.streaming_services.map((service) => service.slug)).toEqual(["bbc-iplayer", "netflix"]);
      expect(lookups.genres).toEqual([
        { id: 2, name: "Comedy", slug: "comedy" },
        { id: 1, name: "Drama", slug: "drama" },
        { id: 3, name: "Family", slug: "family" },
      ]);
      expect(lookups.languages.map((language) => language.name)).toEqual(["English", "French"]);
      expect(lookups.certificates.map((certificate) => certificate.name)).toEqual(["U", "PG", "12A", "15"]);
      expect(lookups.banners).toEqual([{ id: 1, text: "<strong>New:</strong> alerts by email." }]);
      expect(lookups.adverts).toEqual([{ id: 1, name: "Go Premium", image_url: null, link_url: "https://example.com/premium" }]);
      expect((await run(harness().lookups.findApps)).map((app) => app.name)).toEqual(["TellyBox", "TellyKids"]);
    });
  });

  describe("the title read model", () => {
    it("answers a film page with its details, next and recent shows and their channels", async () => {
      const page = await run(harness().titles.findFilmPage("amelie-2001", WORLD_NOW));
      expect(page).not.toBeNull();
      const film = page?.film;
      expect(decodes(Film, film)).toBe(true);
      expect(film).toMatchObject({
        imdb: AMELIE,
        synopsis: "A shy Parisian waitress secretly changes the lives of those around her.",
        gpt_review: "A whimsical delight.",
        rotten: { status: "GD", url: "https://www.rottentomatoes.com/m/amelie" },
        tmdb: { kind: "movie", tmdb_id: 194 },
        similars: [{ imdb: GODFATHER, title: "The Godfather", year: 1972, slug: "the-godfather-1972", poster_url: null }],
        streamings: [],
        incorrect: [],
        never_on_tv: false,
        url: "/film/amelie-2001/",
        stars: [{ name: "Audrey Tautou", slug: "audrey-tautou", tmdb_img: null }],
        directors: [{ name: "Jean-Pierre Jeunet", slug: "jean-pierre-jeunet", tmdb_img: "/img/jeunet.jpg" }],
      });
      expect(film).not.toHaveProperty("people");
      expect(film?.shows?.future.map((show) => show.id)).toEqual([1, 2]);
      expect(film?.shows?.past4).toEqual([]);
      expect(page?.channels.map((channel) => channel.slug)).toEqual(["film4"]);
    });

    it("lists the latest past showings newest first and the streaming options", async () => {
      const page = await run(harness().titles.findFilmPage("the-godfather-1972", WORLD_NOW));
      expect(page?.film.shows?.future).toEqual([]);
      expect(page?.film.shows?.past4.map((show) => show.id)).toEqual([3, 13, 4]);
      expect(page?.film.streamings).toEqual([{ s: 2, l: "https://www.bbc.co.uk/iplayer/godfather" }]);
      expect(page?.channels.map((channel) => channel.slug)).toEqual(["bbc-one", "off-air"]);
    });

    it("flags a film that was never on UK TV and tells films from series", async () => {
      expect((await run(harness().titles.findFilmPage("obscure-film-2001", WORLD_NOW)))?.film.never_on_tv).toBe(true);
      expect(await run(harness().titles.findFilmPage("doctor-who-2005", WORLD_NOW))).toBeNull();
      expect(await run(harness().titles.findFilmPage("no-such-film", WORLD_NOW))).toBeNull();
      const series = await run(harness().titles.findSeriesPage("doctor-who-2005", WORLD_NOW));
      expect(decodes(Series, series?.tvseries)).toBe(true);
      expect(series?.tvseries.shows?.future.map((show) => show.id)).toEqual([7]);
      expect(series?.tvseries.streamings).toEqual([{ s: 1, l: "https://www.netflix.com/title/2" }]);
      expect(await run(harness().titles.findSeriesPage("amelie-2001", WORLD_NOW))).toBeNull();
    });

    it("answers a star or director page only for someone credited in that role", async () => {
      const director = await run(harness().titles.findPersonPage("director", "jean-pierre-jeunet"));
      expect(director).toMatchObject({ name: "Jean-Pierre Jeunet", tmdb_id: 2419, tmdb_img: "/img/jeunet.jpg", tvseries: [] });
      expect(keys(director?.films ?? [])).toEqual([AMELIE]);
      expect(await run(harness().titles.findPersonPage("star", "jean-pierre-jeunet"))).toBeNull();
      expect(await run(harness().titles.findPersonPage("star", "nobody"))).toBeNull();
    });

    it("answers the ratings of a year's films in the order they were added, and those films in the listing shape", async () => {
      const ratings = await run(harness().titles.findFilmRatingsOfYear(2001));
      expect(ratings.map((film) => film.imdb)).toEqual([AMELIE, OBSCURE]);
      const amelie = ratings.find((film) => film.imdb === AMELIE);
      expect(amelie === undefined ? null : averageRating(amelie)).toBeGreaterThan(80);
      expect(ratings.find((film) => film.imdb === OBSCURE)).toMatchObject({ audi: null, crit: null, imdb_r: null });
      expect(await run(harness().titles.findFilmRatingsOfYear(1890))).toEqual([]);
      const films = await run(harness().titles.findFilms([OBSCURE, AMELIE, "tt0000000"]));
      expect(keys(films)).toEqual([AMELIE, OBSCURE].sort());
      expect(await run(harness().titles.findFilms([]))).toEqual([]);
    });
  });

  describe("the film search index", () => {
    it("finds titles whatever the accents and case, and through aka titles", async () => {
      for (const keyword of ["amelie", "AMÉLIE", "Amélie"]) {
        expect((await run(harness().search.findFilms(searchMatchKey(keyword), 20)))[0]?.imdb).toBe(AMELIE);
      }
      expect((await run(harness().search.findFilms(searchMatchKey("fabuleux destin"), 20))).map((film) => film.imdb)).toContain(AMELIE);
    });

    it("forgives a typo and ranks the closest title first", async () => {
      expect((await run(harness().search.findFilms(searchMatchKey("godfathr"), 20)))[0]?.imdb).toBe(GODFATHER);
      expect(await run(harness().search.findFilms(searchMatchKey("qwxzv"), 20))).toEqual([]);
    });

    it("searches series and people in their roles", async () => {
      expect(keys(await run(harness().search.findSeries(searchMatchKey("doctor who"), 20)))).toEqual([DOCTOR_WHO]);
      expect(await run(harness().search.findSeries(searchMatchKey("amelie"), 20))).toEqual([]);
      expect(await run(harness().search.findPerson(searchMatchKey("coppola"), "director"))).toEqual({
        name: "Francis Ford Coppola",
        slug: "francis-ford-coppola",
        tmdb_img: null,
      });
      expect(await run(harness().search.findPerson(searchMatchKey("coppola"), "star"))).toBeNull();
      expect((await run(harness().search.findPerson(searchMatchKey("audrey tatou"), "star")))?.slug).toBe("audrey-tautou");
    });

    it("offers catalogue films that are not on the site yet", async () => {
      expect(await run(harness().search.findCatalogueFilms(searchMatchKey("amelie"), 10))).toEqual([
        { tconst: "tt9100001", title: "Amélie's Cousin", year: 2010 },
      ]);
      expect(await run(harness().search.findCatalogueFilms(searchMatchKey("samourai"), 10))).toEqual([
        { tconst: "tt9100002", title: "Le Samouraï", year: 1967 },
      ]);
    });

    it("matches by the title match key: a leading article, the catalogue's trailing article and accents do not matter", async () => {
      for (const keyword of ["godfather", "The Godfather", "Godfather, The", "THE GODFATHER"]) {
        expect((await run(harness().search.findFilms(searchMatchKey(keyword), 20)))[0]?.imdb).toBe(GODFATHER);
      }
      expect((await run(harness().search.findFilms(searchMatchKey("a christmas story"), 20)))[0]?.imdb).toBe(CHRISTMAS_STORY);
      expect((await run(harness().search.findFilms(searchMatchKey("le fabuleux destin d'amélie poulain"), 20)))[0]?.imdb).toBe(AMELIE);
      expect(await run(harness().search.findCatalogueFilms(searchMatchKey("Le Samourai"), 10))).toEqual([
        { tconst: "tt9100002", title: "Le Samouraï", year: 1967 },
      ]);
    });

    it('treats "&" as "and" and ranks a whole title, then whole words, then part of a word, the most voted first in each', async () => {
      const tconsts = async (keyword: string, limit = 10) =>
        (await run(harness().search.findCatalogueFilms(searchMatchKey(keyword), limit))).map((film) => film.tconst);
      expect(await tconsts("Romeo & Juliet")).toEqual(["tt9100004", "tt9100005"]);
      expect(await tconsts("romeo and juliet")).toEqual(["tt9100004", "tt9100005"]);
      expect(await tconsts("romeo")).toEqual(["tt9100006", "tt9100004", "tt9100005", "tt9100007"]);
      expect(await tconsts("romeo", 2)).toEqual(["tt9100006", "tt9100004"]);
    });

    it("offers catalogue films for a misspelt keyword by closeness, then votes, whether the title is similar as a whole or in its words", async () => {
      const tconsts = async (keyword: string, limit = 10) =>
        (await run(harness().search.findCatalogueFilms(searchMatchKey(keyword), limit))).map((film) => film.tconst);
      // "Romeos" is the closest; the other three are equally close in their words, the most voted first
      expect(await tconsts("romeoss")).toEqual(["tt9100007", "tt9100006", "tt9100004", "tt9100005"]);
      expect(await tconsts("romeoss", 2)).toEqual(["tt9100007", "tt9100006"]);
      // "Romeos" is similar as a whole only, below the word similarity threshold
      expect(await tconsts("romeo juliett")).toEqual(["tt9100004", "tt9100005", "tt9100007"]);
      expect(await tconsts("samurai")).toEqual(["tt9100002"]);
      expect(await tconsts("qwxzv")).toEqual([]);
    });
  });

  describe("the site inbox and quotas", () => {
    it("keeps feedback, client errors, film reports and advert views", async () => {
      const inbox = harness().inbox;
      await run(inbox.saveFeedback({ feedback: "More westerns please", category: "SG", email: "viewer@example.com" }, WORLD_NOW));
      await run(inbox.recordClientError({ url: "/api/shows/?week", method: "GET", message: "status 500", userAgent: "test" }, WORLD_NOW));
      expect(await run(inbox.reportTitleError("amelie-2001", "PO", WORLD_NOW))).toBe(true);
      expect(await run(inbox.reportTitleError("amelie-2001", "PO", WORLD_NOW))).toBe(true);
      expect(await run(inbox.reportTitleError("no-such-film", "PO", WORLD_NOW))).toBe(false);
      expect(await run(inbox.countAdvertView(1))).toBe(true);
      expect(await run(inbox.countAdvertView(2))).toBe(false);
      expect(await run(inbox.countAdvertView(99))).toBe(false);
      const record = await harness().readInbox();
      expect(record.feedback).toEqual([{ text: "More westerns please", category: "SG", email: "viewer@example.com" }]);
      expect(record.clientErrors).toEqual([{ url: "/api/shows/?week", method: "GET", message: "status 500" }]);
      expect(record.reports).toEqual([
        { slug: "amelie-2001", code: "PO" },
        { slug: "amelie-2001", code: "PO" },
      ]);
      expect(record.incorrect("amelie-2001")).toEqual(["PO"]);
      expect(record.advertViews(1)).toBe(1);
    });

    it("allows a key its limit of requests per window and starts afresh in the next window", async () => {
      const quota = harness().quota;
      const rule = { limit: 2, windowMs: 60_000 };
      const takes = [];
      for (const at of [0, 1_000, 2_000]) takes.push(await run(quota.take("client-a", rule, WORLD_NOW + at)));
      expect(takes).toEqual([true, true, false]);
      expect(await run(quota.take("client-b", rule, WORLD_NOW + 2_000))).toBe(true);
      expect(await run(quota.take("client-a", rule, WORLD_NOW + 61_000))).toBe(true);
    });

    it("forgets only the windows that started before the cutoff, so their keys start afresh", async () => {
      const quota = harness().quota;
      const rule = { limit: 1, windowMs: 24 * 3_600_000 };
      await run(quota.take("purge-old", rule, WORLD_NOW - 7_200_000));
      await run(quota.take("purge-new", rule, WORLD_NOW));
      expect(await run(quota.purgeStartedBefore(WORLD_NOW - 3_600_000))).toBeGreaterThanOrEqual(1);
      expect(await run(quota.take("purge-old", rule, WORLD_NOW))).toBe(true);
      expect(await run(quota.take("purge-new", rule, WORLD_NOW))).toBe(false);
    });

    it("changes the data version when listing data changes, and only then", async () => {
      const before = await run(harness().dataVersion.current);
      expect(await run(harness().dataVersion.current)).toBe(before);
      await harness().renameTitle("obscure-film-2001", "Obscure Film (Director's Cut)");
      expect(await run(harness().dataVersion.current)).not.toBe(before);
    });

    it("knows without reading at most the version it reads, never one from before a change", async () => {
      const before = await run(harness().dataVersion.current);
      expect([undefined, before]).toContain(harness().dataVersion.known());
      await harness().renameTitle("obscure-film-2001", "Obscure Film (Extended)");
      expect(harness().dataVersion.known()).not.toBe(before);
      const after = await run(harness().dataVersion.current);
      expect([undefined, after]).toContain(harness().dataVersion.known());
    });
  });
};
