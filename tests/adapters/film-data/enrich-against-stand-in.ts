import { Effect, Layer } from "effect";
import { RatingsSourceOmdb } from "../../../adapters/omdb/ratings-source-omdb.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import { makeFilmEnrichmentStorePostgres } from "../../../adapters/persistence/film-enrichment-store-postgres.ts";
import { FilmDataSourceTmdb } from "../../../adapters/tmdb/film-data-source-tmdb.ts";
import { enrichFilms, type EnrichFilmsRequest, type EnrichFilmsSummary } from "../../../application/enrichment/enrich-films.ts";
import { FilmEnrichmentStore } from "../../../application/enrichment/film-enrichment-store.ts";
import type { FilmDataStandIn } from "./film-data-stand-in.ts";

/** One enrich-films run in this process: the real store on `orm`, the real TMDB and OMDb adapters against the stand-in, fast retries. */
export const enrichAgainstStandIn = (
  orm: Database,
  standIn: FilmDataStandIn,
  keys: { readonly token: string; readonly apiKey: string },
  request: EnrichFilmsRequest,
): Promise<EnrichFilmsSummary> =>
  Effect.runPromise(
    enrichFilms(request).pipe(
      Effect.provide(
        Layer.mergeAll(
          Layer.succeed(FilmEnrichmentStore, makeFilmEnrichmentStorePostgres(orm)),
          FilmDataSourceTmdb({ token: keys.token, apiBase: standIn.tmdbBase, imageBase: undefined, requestsPerSecond: 100, retryBaseMs: 10, maxAttempts: 3 }),
          RatingsSourceOmdb({ apiKey: keys.apiKey, apiBase: standIn.omdbBase, requestsPerSecond: 100, retryBaseMs: 10 }),
        ),
      ),
    ),
  );
