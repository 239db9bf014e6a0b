import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeHeapSnapshot } from "node:v8";
import { Effect, Layer } from "effect";
import { RatingsSourceOmdb } from "../../adapters/omdb/ratings-source-omdb.ts";
import { makeFilmEnrichmentStorePostgres } from "../../adapters/persistence/film-enrichment-store-postgres.ts";
import { FilmDataSourceTmdb } from "../../adapters/tmdb/film-data-source-tmdb.ts";
import { concurrencyFor, enrichFilms } from "../../application/enrichment/enrich-films.ts";
import { FilmEnrichmentStore } from "../../application/enrichment/film-enrichment-store.ts";
import { startFilmDataStandIn } from "../adapters/film-data/film-data-stand-in.ts";
import { insertBenchTitles } from "./bench-titles.ts";
import { benchHasPostgreSql, openBenchDatabase } from "./bench-database.ts";

// The run's clock stands still: every seeded film is due (never enriched), whatever the day the bench runs.
const BENCH_NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

// `npm run bench -- enrich-films [--films N] [--rate R] [--concurrency C] [--heap-snapshots DIR]`: the issue's figures by
// default (10,000 films, a stand-in answering in 50 ms, as many titles in flight as the CLI keeps for the rate). Each engine runs in its own process, with the CLI's heap limit,
// so that one run's memory is not counted in the other's.
const { values: options } = parseArgs({
  options: {
    films: { type: "string", default: "10000" },
    rate: { type: "string", default: "200" },
    concurrency: { type: "string" },
    engine: { type: "string" },
    "heap-snapshots": { type: "string" },
  },
  strict: true,
});
const FILMS = Number(options.films);
const RATE = Number(options.rate);
const CONCURRENCY = options.concurrency === undefined ? concurrencyFor(RATE) : Number(options.concurrency);
const LATENCY_MS = 50;
/** RSS may grow this much from 10 % of the run to its end and still count as flat. */
const FLAT = 1.15;
const CHECKPOINTS = [0.1, 0.5, 1] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const runEngine = async (engine: "postgresql" | "pglite") => {
  const database = await openBenchDatabase(engine === "pglite" ? { embedded: "folder" } : {});
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
    const rss = new Map<number, number>();
    const heap = new Map<number, string>();
    const snapshot = (label: string) => {
      if (options["heap-snapshots"] !== undefined) writeHeapSnapshot(join(options["heap-snapshots"], `enrich-films-${engine}-${label}.heapsnapshot`));
    };
    const started = performance.now();
    const summary = await Effect.runPromise(
      enrichFilms({
        all: false,
        refreshDays: 30,
        limit: undefined,
        film: undefined,
        now: BENCH_NOW,
        concurrency: CONCURRENCY,
        onProgress: (done) => {
          for (const at of CHECKPOINTS) {
            if (!rss.has(at) && done >= at * FILMS) {
              // after a full collection, so that garbage V8 has not yet collected is not counted as growth
              (globalThis as { gc?: () => void }).gc?.();
              const usage = process.memoryUsage();
              rss.set(at, usage.rss);
              heap.set(at, `${mb(usage.heapUsed)} of ${mb(usage.heapTotal)}, external ${mb(usage.external)}`);
              snapshot(`${at * 100}pc`);
            }
          }
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
    const served = standIn.served();
    const at = (point: number) => rss.get(point) ?? Number.NaN;
    const growth = Math.max(at(0.5), at(1)) / at(0.1);
    console.log(
      [
        `enrich-films on ${database.engine}, ${CONCURRENCY} titles in flight, stand-in answering in ${LATENCY_MS} ms (machine load average ${(await import("node:os")).loadavg()[0]?.toFixed(1)}):`,
        `  films:        ${summary.selected.toLocaleString("en-GB")} (${summary.changed} changed, ${summary.notFound.length} not found, ${summary.failed.length} failed) in ${seconds.toFixed(1)} s = ${(summary.selected / seconds).toFixed(1)} films/s`,
        `  requests:     TMDB ${served.tmdb.toLocaleString("en-GB")}, OMDb ${served.omdb.toLocaleString("en-GB")}`,
        `  request rate: TMDB ${(served.tmdb / seconds).toFixed(1)}/s = ${((100 * served.tmdb) / seconds / RATE).toFixed(1)} % of the configured ${RATE}/s, OMDb ${(served.omdb / seconds).toFixed(1)}/s (configured ${RATE}/s)`,
        `  RSS (after a full GC): ${CHECKPOINTS.map((point) => `${point * 100} % ${mb(at(point))}`).join(", ")}: ${growth <= FLAT ? "flat" : "NOT flat"} (${((growth - 1) * 100).toFixed(1)} % after 10 %, limit ${((FLAT - 1) * 100).toFixed(0)} %)`,
        `  JS heap (used of total): ${CHECKPOINTS.map((point) => `${point * 100} % ${heap.get(point) ?? "?"}`).join("; ")}`,
      ].join("\n"),
    );
    if (summary.selected !== FILMS || summary.failed.length > 0) process.exitCode = 1;
  } finally {
    await standIn.close();
    await database.dispose();
  }
};

if (options.engine === "postgresql" || options.engine === "pglite") {
  await runEngine(options.engine);
} else {
  const engines = benchHasPostgreSql() ? ["postgresql", "pglite"] : ["pglite"];
  if (!benchHasPostgreSql()) console.log("No BENCH_DATABASE_URL or TEST_DATABASE_URL: PGlite only.");
  const passOn = process.argv.slice(2);
  for (const engine of engines) {
    const child = spawnSync(process.execPath, ["--max-old-space-size=256", "--expose-gc", import.meta.filename, ...passOn, "--engine", engine], {
      stdio: "inherit",
    });
    if (child.status !== 0) process.exitCode = 1;
  }
}
