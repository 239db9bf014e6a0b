import { Effect, Option, Stream } from "effect";
import { OFFER_KINDS, planEnrichment, providerKey, type EnrichableFields } from "../../domain/film-enrichment.ts";
import { bbfcCertificate } from "../../domain/imports/bbfc-certificate.ts";
import { shortSynopsis } from "../../domain/synopsis.ts";
import { genreSlugsOf } from "../../domain/imports/genre-slugs.ts";
import { slugOf } from "../../domain/slug.ts";
import { isImdbTconst } from "../../domain/imports/title-index.ts";
import { FilmDataSource, RatingsSource, type TmdbMatch, type TmdbTitleData } from "./film-data-source.ts";
import { FilmEnrichmentStore, type EnrichmentTarget, type StreamingOffer, type TitleEnrichment } from "./film-enrichment-store.ts";

const DAY_MS = 86_400_000;
const PAGE = 200;
/** Titles written per transaction. */
const WRITE_BATCH = 50;
const CAST_LIMIT = 10;

/** TMDB requests a title takes when it is found by IMDb id: /find, then the details. */
const TMDB_REQUESTS_PER_TITLE = 2;

/**
 * Titles in flight that keep `requestsPerSecond` to TMDB busy even when a title takes a whole second of answers (the
 * rate itself is the adapters' to keep): fewer would leave the configured rate unused while titles wait on the network.
 */
export const concurrencyFor = (requestsPerSecond: number): number => Math.max(4, Math.ceil(requestsPerSecond / TMDB_REQUESTS_PER_TITLE));

export interface EnrichFilmsRequest {
  readonly all: boolean;
  /** Refresh titles enriched more than this many days ago (titles never enriched always qualify). */
  readonly refreshDays: number;
  readonly limit: number | undefined;
  /** One title by slug or IMDb id. */
  readonly film: string | undefined;
  /** UTC epoch ms. */
  readonly now: number;
  /** Titles in flight at once; the services' request rate is the adapters' to keep. */
  readonly concurrency: number;
  readonly onStart?: (total: number) => void;
  readonly onProgress?: (done: number) => void;
}

export interface EnrichFailure {
  readonly imdb: string;
  readonly title: string;
  readonly reason: string;
}

export interface EnrichFilmsSummary {
  readonly selected: number;
  readonly changed: number;
  readonly unchanged: number;
  /** Titles TMDB does not know (by IMDb id, nor by title and year). */
  readonly notFound: ReadonlyArray<EnrichFailure>;
  readonly failed: ReadonlyArray<EnrichFailure>;
  readonly similarLinks: number;
}

const tmdbKindOf = (target: EnrichmentTarget): "movie" | "tv" => target.fields.tmdb_kind ?? (target.kind === "film" ? "movie" : "tv");

const identify = (target: EnrichmentTarget) =>
  Effect.gen(function* () {
    const tmdb = yield* FilmDataSource;
    const kind = tmdbKindOf(target);
    if (target.fields.tmdb_id !== null) return Option.some<TmdbMatch>({ kind, tmdbId: target.fields.tmdb_id });
    if (isImdbTconst(target.imdb)) {
      const found = yield* tmdb.findByImdbId(target.imdb, kind);
      if (Option.isSome(found)) return found;
    }
    return yield* tmdb.search(kind, target.title, target.year);
  });

/** One offer per site service, the best kind first; providers the site has no service for are left out. */
const offersOf = (data: TmdbTitleData, services: ReadonlyMap<string, number>): ReadonlyArray<StreamingOffer> => {
  const chosen = new Map<number, StreamingOffer>();
  for (const [kind, availability] of OFFER_KINDS) {
    for (const offer of data.offers.filter((candidate) => candidate.kind === kind)) {
      const serviceId = services.get(providerKey(offer.providerName, slugOf));
      if (serviceId !== undefined && !chosen.has(serviceId)) chosen.set(serviceId, { serviceId, link: offer.link, availability });
    }
  }
  return [...chosen.values()].sort((a, b) => a.serviceId - b.serviceId);
};

/** What the fetch stage hands the writer: a title's data to save, or why there is none. */
type Fetched =
  | { readonly target: EnrichmentTarget; readonly kind: "save"; readonly enrichment: TitleEnrichment; readonly foundOnTmdb: boolean }
  | { readonly target: EnrichmentTarget; readonly kind: "not-found" }
  | { readonly target: EnrichmentTarget; readonly kind: "failed"; readonly reason: string };

/** Everything one title gets from TMDB and OMDb, planned against what it holds; touches no database. */
const fetchOne = (
  target: EnrichmentTarget,
  services: ReadonlyMap<string, number>,
  now: number,
): Effect.Effect<Fetched, never, FilmDataSource | RatingsSource> =>
  Effect.gen(function* () {
    const tmdb = yield* FilmDataSource;
    const omdb = yield* RatingsSource;
    const fromTmdb = Effect.flatMap(identify(target), (match) =>
      Option.isSome(match) ? tmdb.details(match.value) : Effect.succeed(Option.none<TmdbTitleData>()),
    );
    // a title known by its IMDb id asks OMDb at the same time as TMDB: two round trips a title instead of three
    const known = isImdbTconst(target.imdb) ? target.imdb : null;
    const [tmdbResult, omdbResult] = yield* Effect.all(
      [Effect.result(fromTmdb), Effect.result(known === null ? Effect.succeed(Option.none()) : omdb.ratings(known))],
      {
        concurrency: 2,
      },
    );
    // a TMDB failure is named first, whatever answered first
    const data = yield* Effect.fromResult(tmdbResult);
    const imdbId = known ?? (Option.isSome(data) ? data.value.imdbId : null);
    const ratings = known === null ? (imdbId === null ? Option.none() : yield* omdb.ratings(imdbId)) : yield* Effect.fromResult(omdbResult);
    if (Option.isNone(data) && Option.isNone(ratings)) return { target, kind: "not-found" } as const;
    const found: Partial<EnrichableFields> = {
      ...(Option.isSome(data)
        ? {
            tmdb_kind: data.value.kind,
            tmdb_id: data.value.tmdbId,
            poster_url: data.value.posterUrl,
            backdrop_url: data.value.backdropUrl,
            youtube: data.value.trailerKey,
            synopsis: data.value.overview,
            synopsis_short: shortSynopsis(data.value.overview),
            length: data.value.runtime,
          }
        : {}),
      ...(Option.isSome(ratings) ? { crit: ratings.value.rottenTomatoes, metascore: ratings.value.metascore, imdb_r: ratings.value.imdbRating } : {}),
    };
    const details = Option.getOrUndefined(data);
    const enrichment: TitleEnrichment = {
      titleId: target.id,
      fields: planEnrichment(target, found),
      certificate: bbfcCertificate(details?.certificate ?? "") ?? null,
      genreSlugs: genreSlugsOf(details?.genres ?? []),
      cast: (details?.cast ?? []).slice(0, CAST_LIMIT),
      directors: details?.directors ?? [],
      similarTmdbIds: details?.similar ?? [],
      offers: details === undefined ? [] : offersOf(details, services),
      enrichedAt: now,
    };
    return { target, kind: "save", enrichment, foundOnTmdb: details !== undefined } as const;
  }).pipe(Effect.catchTag("FilmDataUnavailable", (error) => Effect.succeed({ target, kind: "failed", reason: `${error.service}: ${error.message}` } as const)));

/**
 * Fetches poster, backdrop, cast and directors, trailer, GB certificate, GB watch providers, similar titles, genres,
 * runtime and synopsis from TMDB, and critics' scores from OMDb, for titles missing data or not refreshed lately.
 *
 * Three stages, so that memory stays flat and the database pool is never outgrown however many titles are in flight:
 * targets are read by keyset a page at a time; `concurrency` titles are fetched at once, holding no database
 * connection; one writer saves the fetched titles in batches, each batch in one transaction (every listing-data write
 * takes the one data_version row lock, so writers in parallel would only queue on it and on the pool). A crashed run
 * loses at most the batch in flight: the next run picks up every title not yet written. One title's failure is
 * recorded and the run goes on.
 */
export const enrichFilms = (request: EnrichFilmsRequest) =>
  Effect.gen(function* () {
    const store = yield* FilmEnrichmentStore;
    const services = new Map<string, number>();
    for (const service of yield* store.listServices) {
      for (const name of [service.nameDisplay, service.name, service.slug]) services.set(providerKey(name, slugOf), service.id);
    }
    const selection = { all: request.all, staleBefore: request.now - request.refreshDays * DAY_MS, film: request.film, afterId: 0, limit: PAGE };
    const total = Math.min(yield* store.countTargets(selection), request.limit ?? Number.POSITIVE_INFINITY);
    request.onStart?.(total);
    const failed: Array<EnrichFailure> = [];
    const notFound: Array<EnrichFailure> = [];
    let changed = 0;
    let unchanged = 0;
    let done = 0;
    const targets = Stream.paginate({ afterId: 0, left: total }, (cursor) =>
      Effect.map(store.listTargets({ ...selection, afterId: cursor.afterId, limit: Math.min(PAGE, cursor.left) }), (page) => {
        const last = page.at(-1);
        const left = cursor.left - page.length;
        return [page, last === undefined || left <= 0 ? Option.none() : Option.some({ afterId: last.id, left })] as const;
      }),
    );
    const write = (batch: ReadonlyArray<Fetched>) =>
      Effect.gen(function* () {
        const saves = batch.flatMap((fetched) => (fetched.kind === "save" ? [fetched] : []));
        const written = saves.length === 0 ? [] : yield* store.saveEnrichments(saves.map((fetched) => fetched.enrichment));
        saves.forEach((fetched, i) => {
          if (written[i] === true) changed++;
          else if (fetched.foundOnTmdb) unchanged++;
          else notFound.push({ imdb: fetched.target.imdb, title: fetched.target.title, reason: "not found on TMDB" });
        });
        for (const fetched of batch) {
          if (fetched.kind === "not-found") notFound.push({ imdb: fetched.target.imdb, title: fetched.target.title, reason: "not found on TMDB" });
          if (fetched.kind === "failed") failed.push({ imdb: fetched.target.imdb, title: fetched.target.title, reason: fetched.reason });
        }
        done += batch.length;
        request.onProgress?.(done);
      });
    yield* targets.pipe(
      // the next page of targets is read while this one is fetched, so that no title waits on the database to start
      Stream.bufferArray({ capacity: 1 }),
      Stream.mapEffect((target) => fetchOne(target, services, request.now), { concurrency: Math.max(1, request.concurrency), unordered: true }),
      Stream.grouped(WRITE_BATCH),
      // fetching goes on while a batch is written, up to one batch ahead
      Stream.buffer({ capacity: 1 }),
      Stream.runForEach(write),
    );
    const similarLinks = yield* store.linkSimilarTitles;
    return { selected: done, changed, unchanged, notFound, failed, similarLinks } satisfies EnrichFilmsSummary;
  });
