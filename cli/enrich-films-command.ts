import { Clock, Console, Effect, Layer, Option } from "effect";
import { Command, Flag } from "effect/cli";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { loadFilmDataConfig } from "../adapters/config/film-data-config.ts";
import { RatingsSourceOmdb } from "../adapters/omdb/ratings-source-omdb.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../adapters/persistence/repositories/job-runs-postgres.ts";
import { FilmEnrichmentStorePostgres } from "../adapters/persistence/film-enrichment-store-postgres.ts";
import { FilmDataSourceTmdb } from "../adapters/tmdb/film-data-source-tmdb.ts";
import { concurrencyFor, enrichFilms, type EnrichFilmsSummary } from "../application/enrichment/enrich-films.ts";
import { formatCount } from "./import-failure.ts";
import { makeImportProgress, type ImportProgress } from "./import-progress.ts";
import { recordedJob } from "./recorded-job.ts";

const DAY_MS = 86_400_000;

export const describeEnrichment = (summary: EnrichFilmsSummary, seconds: number): string =>
  [
    `Enriched ${formatCount(summary.selected)} titles in ${seconds.toFixed(1)} s: ${formatCount(summary.changed)} changed, ${formatCount(summary.unchanged)} unchanged, ` +
      `${formatCount(summary.notFound.length)} not found, ${formatCount(summary.failed.length)} failed; similar-title links added: ${formatCount(summary.similarLinks)}.`,
    ...summary.notFound.map((entry) => `  not found: ${entry.imdb} ${entry.title}`),
    ...summary.failed.map((entry) => `  failed: ${entry.imdb} ${entry.title}: ${entry.reason}`),
  ].join("\n");

/** "30" (days) or an ISO date: titles enriched before then are refreshed. */
const refreshDaysOf = (since: string, now: number): number | undefined => {
  if (/^\d+$/.test(since)) return Number(since);
  const at = Date.parse(`${since}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(since) && !Number.isNaN(at) ? Math.max(0, (now - at) / DAY_MS) : undefined;
};

const exitWith = (code: number, message: string) =>
  Console.error(message).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = code;
      }),
    ),
  );

export const enrichFilmsCommand = Command.make(
  "enrich-films",
  {
    all: Flag.Boolean("all").pipe(Flag.withDescription("Every film and series, however recently enriched"), Flag.withDefault(false)),
    since: Flag.String("since").pipe(
      Flag.withDescription("Refresh titles enriched before this: a number of days (default 30) or a date YYYY-MM-DD; titles never enriched always qualify"),
      Flag.withDefault("30"),
    ),
    limit: Flag.Int("limit").pipe(Flag.withDescription("At most this many titles in this run"), Flag.optional),
    film: Flag.String("film").pipe(Flag.withDescription("Only this title, by slug or IMDb id (tt...)"), Flag.optional),
    concurrency: Flag.Int("concurrency").pipe(
      Flag.withDescription("Titles fetched at once (default: enough to keep TMDB_REQUESTS_PER_SECOND, which sets the request rate)"),
      Flag.optional,
    ),
  },
  ({ all, since, limit, film, concurrency }) =>
    Effect.gen(function* () {
      const loaded = loadFilmDataConfig();
      if ("problems" in loaded) return yield* exitWith(2, `enrich-films cannot run; nothing was changed.\n${loaded.problems.join("\n")}`);
      const now = yield* Clock.currentTimeMillis;
      const refreshDays = refreshDaysOf(since, now);
      if (refreshDays === undefined) return yield* exitWith(2, `--since must be a number of days or a date YYYY-MM-DD, not "${since}".`);
      let progress: ImportProgress | undefined;
      let total = 0;
      const summary = yield* recordedJob(
        "enrich-films",
        enrichFilms({
          all,
          refreshDays,
          limit: Option.getOrUndefined(limit),
          film: Option.getOrUndefined(film),
          now,
          concurrency: Math.max(
            1,
            Option.getOrElse(concurrency, () => concurrencyFor(loaded.config.tmdb.requestsPerSecond)),
          ),
          onStart: (count) => {
            total = count;
            if (process.stderr.isTTY === true) progress = makeImportProgress({ label: "Enriching", unit: "titles", totalBytes: total });
          },
          onProgress: (done) => progress?.update(done, done),
        }),
      ).pipe(
        Effect.ensuring(Effect.sync(() => progress?.stop())),
        Effect.provide(
          Layer.mergeAll(
            Layer.merge(FilmEnrichmentStorePostgres, JobRunsPostgres).pipe(Layer.provide(DatabaseLive(loadAppConfig()))),
            FilmDataSourceTmdb(loaded.config.tmdb),
            RatingsSourceOmdb(loaded.config.omdb),
          ),
        ),
      );
      yield* Console.log(describeEnrichment(summary, ((yield* Clock.currentTimeMillis) - now) / 1000));
      if (summary.failed.length > 0) process.exitCode = 1;
    }),
).pipe(
  Command.withDescription(
    "Fetch posters, cast photos, trailers, GB certificates, GB streaming offers and similar titles from TMDB, and critics' scores from OMDb, for titles missing data or not refreshed lately",
  ),
);
