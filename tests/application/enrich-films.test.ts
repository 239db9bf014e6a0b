import { Effect, Layer, Option } from "effect";
import { describe, expect, it } from "vitest";
import { enrichFilms, type EnrichFilmsRequest } from "../../application/enrichment/enrich-films.ts";
import { FilmDataSource, RatingsSource, type TmdbTitleData } from "../../application/enrichment/film-data-source.ts";
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

const run = (store: FilmEnrichmentStoreShape) =>
  enrichFilms(request).pipe(
    Effect.provide(
      Layer.mergeAll(
        Layer.succeed(FilmEnrichmentStore, store),
        Layer.succeed(
          FilmDataSource,
          makeFilmDataSourceFake(Array.from({ length: TITLES }, (_, i) => ({ title: `Film ${i + 1}`, year: 2000, data: tmdbData(i + 1) }))),
        ),
        Layer.succeed(RatingsSource, makeRatingsSourceFake(new Map())),
      ),
    ),
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
});
