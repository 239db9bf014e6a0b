import { Effect, Option } from "effect";
import { OFFER_KINDS, planEnrichment, providerKey, type EnrichableFields } from "../../domain/film-enrichment.ts";
import { bbfcCertificate } from "../bbfc-certificate.ts";
import { genreSlugsOf } from "../genre-slugs.ts";
import { slugOf } from "../slug.ts";
import { isImdbTconst } from "../title-index.ts";
import { FilmDataSource, RatingsSource, type FilmDataUnavailable, type TmdbMatch, type TmdbTitleData } from "./film-data-source.ts";
import { FilmEnrichmentStore, type EnrichmentTarget, type StreamingOffer } from "./film-enrichment-store.ts";

const DAY_MS = 86_400_000;
const PAGE = 200;
const CAST_LIMIT = 10;

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

type Outcome = "changed" | "unchanged" | "not-found";

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

const enrichOne = (
  target: EnrichmentTarget,
  services: ReadonlyMap<string, number>,
  now: number,
): Effect.Effect<Outcome, FilmDataUnavailable, FilmDataSource | RatingsSource | FilmEnrichmentStore> =>
  Effect.gen(function* () {
    const tmdb = yield* FilmDataSource;
    const omdb = yield* RatingsSource;
    const store = yield* FilmEnrichmentStore;
    const match = yield* identify(target);
    const data = Option.isSome(match) ? yield* tmdb.details(match.value) : Option.none<TmdbTitleData>();
    const imdbId = isImdbTconst(target.imdb) ? target.imdb : Option.isSome(data) ? data.value.imdbId : null;
    const ratings = imdbId === null ? Option.none() : yield* omdb.ratings(imdbId);
    if (Option.isNone(data) && Option.isNone(ratings)) return "not-found";
    const found: Partial<EnrichableFields> = {
      ...(Option.isSome(data)
        ? {
            tmdb_kind: data.value.kind,
            tmdb_id: data.value.tmdbId,
            poster_url: data.value.posterUrl,
            backdrop_url: data.value.backdropUrl,
            youtube: data.value.trailerKey,
            synopsis: data.value.overview,
            length: data.value.runtime,
          }
        : {}),
      ...(Option.isSome(ratings) ? { crit: ratings.value.rottenTomatoes, metascore: ratings.value.metascore, imdb_r: ratings.value.imdbRating } : {}),
    };
    const fields = planEnrichment(target, found);
    const details = Option.getOrUndefined(data);
    const changed = yield* store.saveEnrichment({
      titleId: target.id,
      fields,
      certificate: bbfcCertificate(details?.certificate ?? "") ?? null,
      genreSlugs: genreSlugsOf(details?.genres ?? []),
      cast: (details?.cast ?? []).slice(0, CAST_LIMIT),
      directors: details?.directors ?? [],
      similarTmdbIds: details?.similar ?? [],
      offers: details === undefined ? [] : offersOf(details, services),
      enrichedAt: now,
    });
    if (Option.isNone(data)) return changed ? "changed" : "not-found";
    return changed ? "changed" : "unchanged";
  });

/**
 * Fetches poster, backdrop, cast and directors, trailer, GB certificate, GB watch providers, similar titles, genres,
 * runtime and synopsis from TMDB, and critics' scores from OMDb, for titles missing data or not refreshed lately.
 * One title's failure is recorded and the run goes on; each title is written in its own transaction.
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
    let afterId = 0;
    while (done < total) {
      const page = yield* store.listTargets({ ...selection, afterId, limit: Math.min(PAGE, total - done) });
      if (page.length === 0) break;
      yield* Effect.forEach(
        page,
        (target) =>
          enrichOne(target, services, request.now).pipe(
            Effect.map((outcome) => {
              if (outcome === "changed") changed++;
              else if (outcome === "unchanged") unchanged++;
              else notFound.push({ imdb: target.imdb, title: target.title, reason: "not found on TMDB" });
            }),
            Effect.catchTag("FilmDataUnavailable", (error) =>
              Effect.sync(() => failed.push({ imdb: target.imdb, title: target.title, reason: `${error.service}: ${error.message}` })),
            ),
            Effect.ensuring(
              Effect.sync(() => {
                done++;
                request.onProgress?.(done);
              }),
            ),
          ),
        { concurrency: request.concurrency, discard: true },
      );
      afterId = page[page.length - 1]?.id ?? afterId;
    }
    const similarLinks = yield* store.linkSimilarTitles;
    return { selected: done, changed, unchanged, notFound, failed, similarLinks } satisfies EnrichFilmsSummary;
  });
