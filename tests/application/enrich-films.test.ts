import { Effect, Layer, Option } from "effect";
import { describe, expect, it } from "vitest";
import { concurrencyFor, enrichFilms, type EnrichFilmsRequest } from "../../application/enrichment/enrich-films.ts";
import {
  FilmDataSource,
  FilmDataUnavailable,
  RatingsSource,
  type FilmDataSourceShape,
  type RatingsSourceShape,
  type TmdbTitleData,
} from "../../application/enrichment/film-data-source.ts";
import { FilmEnrichmentStore, type FilmEnrichmentStoreShape } from "../../application/enrichment/film-enrichment-store.ts";
import { makeFilmDataSourceFake, makeRatingsSourceFake } from "../fakes/film-data-source-fake.ts";
import { makeFilmEnrichmentStoreFake, NO_FIELDS } from "../fakes/film-enrichment-store-fake.ts";

const NOW = Date.UTC(2026, 10, 25, 11);
const TITLES = 450;

const imdbOf = (n: number) => `tt${String(n).padStart(7, "0")}`;

const tmdbData = (n: number): TmdbTitleData => ({
  kind: "movie",
  tmdbId: n,
  imdbId: imdbOf(n),
  posterUrl: `https://image.tmdb.org/t/p/w500/${n}.jpg`,
  backdropUrl: null,
  overview: null,
  runtime: 90,
  genres: [],
  certificate: null,
  trailerKey: null,
  cast: [],
  directors: [],
  similar: [],
  offers: [],
});

const catalogue = () =>
  makeFilmEnrichmentStoreFake({
    services: [],
    audit: [],
    titles: Array.from({ length: TITLES }, (_, i) => ({
      target: {
        id: i + 1,
        kind: "film" as const,
        imdb: imdbOf(i + 1),
        title: `Film ${i + 1}`,
        year: 2000,
        verified: false,
        adminEdited: [],
        fields: NO_FIELDS,
      },
      slug: `film-${i + 1}`,
      enrichedAt: null,
      extras: "",
      similarTmdbIds: [],
      similar: [],
    })),
  });

/** The store with every call yielding to other fibers while "on a connection", counting the calls in flight at once. */
const watched = (store: FilmEnrichmentStoreShape, options: { readonly dieOnWrite?: number } = {}) => {
  let inFlight = 0;
  const seen = { mostInFlight: 0, writes: 0, pageLimits: [] as Array<number> };
  const onConnection = <A>(effect: Effect.Effect<A>): Effect.Effect<A> =>
    Effect.gen(function* () {
      inFlight++;
      seen.mostInFlight = Math.max(seen.mostInFlight, inFlight);
      for (let i = 0; i < 5; i++) yield* Effect.yieldNow;
      return yield* effect;
    }).pipe(Effect.ensuring(Effect.sync(() => inFlight--)));
  const watchedStore: FilmEnrichmentStoreShape = {
    ...store,
    listTargets: (selection) => {
      seen.pageLimits.push(selection.limit);
      return onConnection(store.listTargets(selection));
    },
    saveEnrichments: (enrichments) =>
      Effect.suspend(() => {
        seen.writes++;
        return seen.writes === options.dieOnWrite ? Effect.die(new Error("connection lost")) : onConnection(store.saveEnrichments(enrichments));
      }),
  };
  return { store: watchedStore, seen };
};

const request: EnrichFilmsRequest = { all: false, refreshDays: 30, limit: undefined, film: undefined, now: NOW, concurrency: 32 };

const fakeTmdb = () => makeFilmDataSourceFake(Array.from({ length: TITLES }, (_, i) => ({ title: `Film ${i + 1}`, year: 2000, data: tmdbData(i + 1) })));

const run = (store: FilmEnrichmentStoreShape, tmdb: FilmDataSourceShape = fakeTmdb(), omdb: RatingsSourceShape = makeRatingsSourceFake(new Map())) =>
  enrichFilms(request).pipe(
    Effect.provide(Layer.mergeAll(Layer.succeed(FilmEnrichmentStore, store), Layer.succeed(FilmDataSource, tmdb), Layer.succeed(RatingsSource, omdb))),
  );

describe("enrich-films over many titles", () => {
  it("with 32 titles in flight uses at most two database connections at once: one page read and one batch write", async () => {
    const { store, seen } = watched(catalogue());
    const summary = await Effect.runPromise(run(store));
    expect(summary).toMatchObject({ selected: TITLES, changed: TITLES, failed: [] });
    expect(seen.mostInFlight).toBeLessThanOrEqual(2);
    expect(seen.writes).toBe(Math.ceil(TITLES / 50));
  });

  it("reads the titles due a page at a time, never the whole list", async () => {
    const { store, seen } = watched(catalogue());
    await Effect.runPromise(run(store));
    expect(seen.pageLimits.length).toBeGreaterThan(1);
    expect(Math.max(...seen.pageLimits)).toBeLessThanOrEqual(200);
  });

  it("after a crash keeps the batches already written, and the next run does only the titles still due", async () => {
    const fake = catalogue();
    const crashing = watched(fake, { dieOnWrite: 3 });
    const crashed = await Effect.runPromise(Effect.exit(run(crashing.store)));
    expect(crashed._tag).toBe("Failure");
    const written = fake.state.titles.filter((title) => title.enrichedAt !== null).length;
    expect(written).toBe(100);
    const resumed = await Effect.runPromise(run(watched(fake).store));
    expect(resumed).toMatchObject({ selected: TITLES - written, changed: TITLES - written, failed: [] });
    expect(fake.state.titles.every((title) => title.enrichedAt === NOW && Option.isSome(Option.fromNullishOr(title.target.fields.tmdb_id)))).toBe(true);
  });

  it("gives a title TMDB's overview as its synopsis, and the listing row the sentences of it that fit", async () => {
    const fake = catalogue();
    const overview =
      "A young Peruvian bear travels to London in search of a home. Finding himself lost and alone at Paddington Station, he meets the kindly Brown family, who offer him a temporary haven.";
    const tmdb = makeFilmDataSourceFake(
      Array.from({ length: TITLES }, (_, i) => ({ title: `Film ${i + 1}`, year: 2000, data: { ...tmdbData(i + 1), overview: i === 0 ? overview : null } })),
    );
    await Effect.runPromise(run(fake, tmdb));
    expect(fake.state.titles[0]?.target.fields).toMatchObject({
      synopsis: overview,
      synopsis_short: "A young Peruvian bear travels to London in search of a home.",
    });
    expect(fake.state.titles[1]?.target.fields).toMatchObject({ synopsis: null, synopsis_short: null });
  });

  it("asks OMDb for a title known by its IMDb id while TMDB is still answering, not after", async () => {
    const tmdb = fakeTmdb();
    const asked = new Set<string>();
    const askedOmdbFirst: Array<boolean> = [];
    const slowTmdb: FilmDataSourceShape = {
      ...tmdb,
      // TMDB's details "go out on the network": other fibers run before the answer comes
      details: (match) =>
        Effect.gen(function* () {
          yield* Effect.yieldNow;
          askedOmdbFirst.push(asked.has(imdbOf(match.tmdbId)));
          return yield* tmdb.details(match);
        }),
    };
    const omdb: RatingsSourceShape = { ratings: (imdbId) => Effect.sync(() => (asked.add(imdbId), Option.none())) };
    const summary = await Effect.runPromise(run(catalogue(), slowTmdb, omdb));
    expect(summary).toMatchObject({ selected: TITLES, changed: TITLES, failed: [] });
    expect(askedOmdbFirst).toHaveLength(TITLES);
    expect(askedOmdbFirst.every(Boolean)).toBe(true);
  });

  it("names TMDB's failure when both services fail a title, whichever failed first, and goes on with the others", async () => {
    const tmdb = fakeTmdb();
    const failing = (title: number, service: string) => (tmdbId: number) =>
      tmdbId === title ? Effect.fail(new FilmDataUnavailable({ service, message: "HTTP 500" })) : Effect.void;
    const tmdbFails = failing(7, "TMDB");
    const omdbFails = failing(7, "OMDb");
    const brokenTmdb: FilmDataSourceShape = {
      ...tmdb,
      // OMDb fails at once; TMDB only after other fibers have run
      details: (match) => Effect.andThen(Effect.andThen(Effect.yieldNow, tmdbFails(match.tmdbId)), tmdb.details(match)),
    };
    const omdb: RatingsSourceShape = { ratings: (imdbId) => Effect.as(omdbFails(Number(imdbId.slice(2))), Option.none()) };
    const summary = await Effect.runPromise(run(catalogue(), brokenTmdb, omdb));
    expect(summary.failed).toEqual([{ imdb: imdbOf(7), title: "Film 7", reason: "TMDB: HTTP 500" }]);
    expect(summary).toMatchObject({ selected: TITLES, changed: TITLES - 1 });
  });

  it("with titles fetched concurrently, a second run over everything changes nothing", async () => {
    const fake = catalogue();
    await Effect.runPromise(run(watched(fake).store));
    const again = await Effect.runPromise(
      enrichFilms({ ...request, all: true }).pipe(
        Effect.provide(
          Layer.mergeAll(
            Layer.succeed(FilmEnrichmentStore, fake),
            Layer.succeed(FilmDataSource, fakeTmdb()),
            Layer.succeed(RatingsSource, makeRatingsSourceFake(new Map())),
          ),
        ),
      ),
    );
    expect(again).toMatchObject({ selected: TITLES, changed: 0, unchanged: TITLES, failed: [] });
  });

  it("keeps enough titles in flight for the configured TMDB rate: two requests a title, a second a title at worst, never fewer than four", () => {
    expect(concurrencyFor(20)).toBe(10);
    expect(concurrencyFor(200)).toBe(100);
    expect(concurrencyFor(1)).toBe(4);
  });
});
