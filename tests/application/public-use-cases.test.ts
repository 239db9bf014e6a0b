import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { DataVersion } from "../../application/listings/data-version.ts";
import { FilmSearchIndex } from "../../application/catalogue/film-search-index.ts";
import { emptySearchResult } from "../../domain/film-search.ts";
import { getFilmPage } from "../../application/catalogue/get-film-page.ts";
import { getPersonPage } from "../../application/catalogue/get-person-page.ts";
import { listBestOfYear } from "../../application/catalogue/list-best-of-year.ts";
import { findSearchMatches, searchFilms } from "../../application/catalogue/search-films.ts";
import { TitleReadModel } from "../../application/catalogue/title-read-model.ts";
import { getChannelPage } from "../../application/listings/get-channel-page.ts";
import { getGenrePage } from "../../application/listings/get-genre-page.ts";
import { getHighlights } from "../../application/listings/get-highlights.ts";
import { listChannels } from "../../application/listings/list-channels.ts";
import { listShows } from "../../application/listings/list-shows.ts";
import { ListingReadModel } from "../../application/listings/listing-read-model.ts";
import { getBasicInitialData } from "../../application/site/get-basic-initial-data.ts";
import { CLIENT_ERROR_QUOTA, logClientError } from "../../application/site/log-client-error.ts";
import { LookupsReadModel } from "../../application/site/lookups-read-model.ts";
import { RequestQuota } from "../../application/site/request-quota.ts";
import { saveFeedback } from "../../application/site/save-feedback.ts";
import { SiteInbox } from "../../application/site/site-inbox.ts";
import { AMELIE, GODFATHER, OBSCURE, sampleWorld, WORLD_NOW } from "./contracts/catalogue-world.ts";
import { publicReadModelsFake } from "../fakes/public-read-models-fake.ts";

const LONDON = "Europe/London";

const world = () => {
  const fake = publicReadModelsFake(sampleWorld);
  const layer = Layer.mergeAll(
    Layer.succeed(ListingReadModel)(fake.listings),
    Layer.succeed(LookupsReadModel)(fake.lookups),
    Layer.succeed(TitleReadModel)(fake.titles),
    Layer.succeed(FilmSearchIndex)(fake.search),
    Layer.succeed(SiteInbox)(fake.inbox),
    Layer.succeed(RequestQuota)(fake.quota),
    Layer.succeed(DataVersion)(fake.dataVersion),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, never> | Effect.Effect<A, E, unknown>) =>
    Effect.runPromise(Effect.result(Effect.provide(effect as Effect.Effect<A, E, never>, layer)));
  return { fake, run };
};

const ok = <A>(result: { _tag: "Success"; success: A } | { _tag: "Failure"; failure: unknown }): A => {
  if (result._tag === "Failure") throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};

describe("listing use cases", () => {
  it("list today's films with every channel and the broadcast date", async () => {
    const payload = ok(await world().run(listShows({ kind: "today" }, WORLD_NOW, LONDON)));
    expect(payload.date).toBe("2026-11-20");
    expect(payload.channels).toHaveLength(sampleWorld.channels.length);
    expect(payload.shows.map((show) => show.id)).toEqual([12, 3, 1, 11]);
  });

  it("fail with StreamingServiceNotFound for an unknown service", async () => {
    const result = await world().run(listShows({ kind: "streaming", slug: "nope" }, WORLD_NOW, LONDON));
    expect(result._tag === "Failure" && result.failure).toMatchObject({ _tag: "StreamingServiceNotFound", slug: "nope" });
  });

  it("keep only channels with a logo and a film this week on the Channels Page", async () => {
    const payload = ok(await world().run(listChannels(WORLD_NOW, LONDON)));
    expect(payload.channels.map((channel) => channel.slug)).toEqual(["bbc-one", "film4"]);
  });

  it("build a genre page from the week's films of that genre and refuse an unknown genre", async () => {
    const page = ok(await world().run(getGenrePage("drama", WORLD_NOW, LONDON)));
    expect(page.films.map((film) => film.imdb)).toEqual([GODFATHER]);
    expect(page.shows.every((show) => show.f === GODFATHER)).toBe(true);
    const missing = await world().run(getGenrePage("western", WORLD_NOW, LONDON));
    expect(missing._tag === "Failure" && missing.failure).toMatchObject({ _tag: "GenreNotFound" });
  });

  it("build a channel page with its films, series episodes and systems", async () => {
    const page = ok(await world().run(getChannelPage("bbc-one", WORLD_NOW, LONDON)));
    expect(page.shows.map((show) => show.id)).toEqual([3, 7, 5]);
    expect(page.tvseries.map((series) => series.slug)).toEqual(["doctor-who-2005"]);
    expect(page.systems.map((system) => system.name)).toEqual(["Freeview", "Sky"]);
  });

  it("pick highlights from the broadcast day on, with channels", async () => {
    const top = ok(await world().run(getHighlights(WORLD_NOW, LONDON)));
    expect(top.most_waited?.film.imdb).toBe(AMELIE);
    expect(top.channels.length).toBe(sampleWorld.channels.length);
  });
});

describe("catalogue use cases", () => {
  it("answer a film page or TitleNotFound", async () => {
    expect(ok(await world().run(getFilmPage("amelie-2001", WORLD_NOW))).film.imdb).toBe(AMELIE);
    const missing = await world().run(getFilmPage("nope", WORLD_NOW));
    expect(missing._tag === "Failure" && missing.failure).toMatchObject({ _tag: "TitleNotFound", kind: "film", slug: "nope" });
  });

  it("answer PersonNotFound for someone not credited in the role", async () => {
    const result = await world().run(getPersonPage("star", "francis-ford-coppola"));
    expect(result._tag === "Failure" && result.failure).toMatchObject({ _tag: "PersonNotFound", role: "star" });
  });

  it("refuse a best-of-year outside 1920 to last UK year with the spec's text", async () => {
    const result = await world().run(listBestOfYear("2026", 20, WORLD_NOW, LONDON));
    expect(result._tag === "Failure" && result.failure).toMatchObject({
      _tag: "InvalidBestOfYear",
      message: "Invalid year: 2026. Year must be between 1920 and 2025.",
    });
  });

  it("rank a best-of-year by the domain's average rating, unrated films last, and keep the first `count`", async () => {
    expect(ok(await world().run(listBestOfYear("2001", 20, WORLD_NOW, LONDON))).films.map((film) => film.imdb)).toEqual([AMELIE, OBSCURE]);
    expect(ok(await world().run(listBestOfYear("2001", 1, WORLD_NOW, LONDON))).films.map((film) => film.imdb)).toEqual([AMELIE]);
  });

  it("echo the keyword, ignore an empty one and search films, series, people and the catalogue", async () => {
    expect(ok(await world().run(searchFilms("  ", findSearchMatches)))).toEqual({
      keyword: "  ",
      result: [],
      director: null,
      star: null,
      tvseries: [],
      imdb_fallbacks: [],
    });
    const result = ok(await world().run(searchFilms("Amélie", findSearchMatches)));
    expect(result.keyword).toBe("Amélie");
    expect(result.result[0]?.imdb).toBe(AMELIE);
    expect(result.imdb_fallbacks.map((entry) => entry.tconst)).toEqual(["tt9100001"]);
  });

  it("find nothing for a keyword of LIKE wildcards or punctuation alone, whose match key is empty", async () => {
    for (const keyword of ["%", "_", " !? "]) {
      expect(ok(await world().run(searchFilms(keyword, findSearchMatches)))).toEqual(emptySearchResult(keyword));
    }
  });

  it("never offer a catalogue film as not yet on UK TV when a film of the site is that film under another spelling", async () => {
    const { fake } = world();
    const search = {
      ...fake.search,
      findCatalogueFilms: () =>
        Effect.succeed([
          { tconst: "tt7777777", title: "AMELIE", year: 2001 },
          { tconst: "tt7777778", title: "Amelie", year: 1990 },
        ]),
    };
    const result = await Effect.runPromise(Effect.provide(searchFilms("Amélie", findSearchMatches), Layer.succeed(FilmSearchIndex)(search)));
    expect(result.imdb_fallbacks.map((entry) => entry.tconst)).toEqual(["tt7777778"]);
  });
});

describe("site use cases", () => {
  it("answer the basic initial data with the server time and the current UK year", async () => {
    const data = ok(await world().run(getBasicInitialData(WORLD_NOW, LONDON)));
    expect(data.serverTime).toBe(WORLD_NOW);
    expect(data.currentYear).toBe(2026);
    expect(data.channels).toHaveLength(sampleWorld.channels.length);
  });

  it("store feedback with a blank email as none", async () => {
    const { fake, run } = world();
    ok(await run(saveFeedback({ feedback: " Lovely site ", category: "OT", email: " " }, WORLD_NOW)));
    expect((await fake.readInbox()).feedback).toEqual([{ text: "Lovely site", category: "OT", email: null }]);
  });

  it("keep a client's error reports up to its quota, then refuse them", async () => {
    const { fake, run } = world();
    const entry = { url: "/", method: "GET", message: "boom", userAgent: null };
    for (let i = 0; i < CLIENT_ERROR_QUOTA.limit; i++) ok(await run(logClientError(entry, "client", WORLD_NOW + i)));
    const refused = await run(logClientError(entry, "client", WORLD_NOW + 100));
    expect(refused._tag === "Failure" && refused.failure).toMatchObject({ _tag: "TooManyRequests" });
    expect((await fake.readInbox()).clientErrors).toHaveLength(CLIENT_ERROR_QUOTA.limit);
  });
});
