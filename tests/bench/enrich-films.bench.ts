import { Effect, Layer } from "effect";
import { RatingsSourceOmdb } from "../../adapters/omdb/ratings-source-omdb.ts";
import { makeFilmEnrichmentStorePostgres } from "../../adapters/persistence/film-enrichment-store-postgres.ts";
import { FilmDataSourceTmdb } from "../../adapters/tmdb/film-data-source-tmdb.ts";
import { enrichFilms } from "../../application/enrichment/enrich-films.ts";
import { FilmEnrichmentStore } from "../../application/enrichment/film-enrichment-store.ts";
import { startFilmDataStandIn } from "../adapters/film-data/film-data-stand-in.ts";
import { insertBenchTitles } from "./bench-titles.ts";
import { openBenchDatabase } from "./bench-database.ts";

// BENCH_FILMS and BENCH_RATE shorten or widen the run; the defaults are the figures
const FILMS = Number(process.env["BENCH_FILMS"] ?? 10_000);
const RATE = Number(process.env["BENCH_RATE"] ?? 200);
const LATENCY_MS = 50;
const CONCURRENCY = 32;

const database = await openBenchDatabase();
const standIn = await startFilmDataStandIn("bench-token", "bench-key", { generated: true, delayMs: LATENCY_MS });
try {
  await database.orm.em
    .getConnection()
    .execute(
      "insert into streaming_service (name, name_display, slug) values ('netflix', 'Netflix', 'netflix'), ('prime-video', 'Prime Video', 'prime-video') on conflict do nothing",
    );
  await insertBenchTitles(
    database.orm,
    Array.from({ length: FILMS }, (_, i) => ({
      kind: "film",
      imdb: `tt${String(i + 1).padStart(7, "0")}`,
      slug: `bench-${i + 1}`,
      title: `Bench film ${i + 1}`,
      year: 2000,
    })),
  );
  const rss: Array<number> = [process.memoryUsage().rss / 1024 / 1024];
  const started = performance.now();
  const summary = await Effect.runPromise(
    enrichFilms({
      all: false,
      refreshDays: 30,
      limit: undefined,
      film: undefined,
      now: Date.now(),
      concurrency: CONCURRENCY,
      onProgress: (done) => {
        if (done % Math.max(1, Math.floor(FILMS / 10)) === 0) rss.push(process.memoryUsage().rss / 1024 / 1024);
      },
    }).pipe(
      Effect.provide(
        Layer.mergeAll(
          Layer.succeed(FilmEnrichmentStore, makeFilmEnrichmentStorePostgres(database.orm)),
          FilmDataSourceTmdb({ token: "bench-token", apiBase: standIn.tmdbBase, imageBase: "https://image.tmdb.org/t/p/", requestsPerSecond: RATE }),
          RatingsSourceOmdb({ apiKey: "bench-key", apiBase: standIn.omdbBase, requestsPerSecond: RATE }),
        ),
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const tmdbRequests = summary.selected * 2;
  console.log(
    `enrich-films on ${database.engine}: ${summary.selected.toLocaleString("en-GB")} films (${summary.changed} changed, ${summary.failed.length} failed) against a stand-in answering in ${LATENCY_MS} ms, ` +
      `in ${seconds.toFixed(1)} s = ${(summary.selected / seconds).toFixed(1)} films/s; TMDB ${(tmdbRequests / seconds).toFixed(1)} requests/s (configured ${RATE}/s); ` +
      `RSS at the start and after every tenth of the run: ${rss.map((mb) => mb.toFixed(0)).join(", ")} MB`,
  );
} finally {
  await standIn.close();
  await database.dispose();
}
