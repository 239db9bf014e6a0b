import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Effect } from "effect";
import { imdbDatasetRecords } from "../../adapters/importers/imdb/imdb-dataset-records.ts";
import { makeFilmDataImportStorePostgres } from "../../adapters/persistence/film-data-import-store-postgres.ts";
import { FilmDataImportStore } from "../../application/imports/film-data-import-store.ts";
import { importImdbDatasets } from "../../application/imports/import-imdb-datasets.ts";
import { insertBenchTitles } from "./bench-titles.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { knownFilms, writeTitleBasics, writeTitleRatings } from "./generate-imdb.ts";

const KNOWN_FILMS = 2_000;
const HEAP_CAP = "--max-old-space-size=192";

/** Imports title.basics and title.ratings from `dir` into a fresh database holding some known films, then again. */
const importDir = async (dir: string, rows: number): Promise<void> => {
  const database = await openBenchDatabase();
  try {
    // films the site already lists, spread over the generated tconsts, so ratings also land on titles
    await insertBenchTitles(database.orm, knownFilms(rows, KNOWN_FILMS));
    const store = makeFilmDataImportStorePostgres(database.orm);
    const sources = () =>
      (["title.basics", "title.ratings"] as const).map((dataset) => {
        const path = join(dir, `${dataset}.tsv`);
        return {
          dataset,
          name: path,
          rows: imdbDatasetRecords({ name: path, stream: createReadStream(path) }, dataset),
        };
      });
    for (const run of ["first import", "same files again"]) {
      const started = performance.now();
      const summary = await Effect.runPromise(importImdbDatasets({ sources: sources() }).pipe(Effect.provideService(FilmDataImportStore, store)));
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `IMDb import (${run}) on ${database.engine}: title.basics + title.ratings, ${rows.toLocaleString("en-GB")} rows each = ${summary.rows.toLocaleString("en-GB")} rows in ` +
          `${seconds.toFixed(2)} s = ${Math.round(summary.rows / seconds).toLocaleString("en-GB")} rows/s (target 100,000/s); catalogue +${summary.catalogueTitles}, ` +
          `film ratings changed ${summary.filmRatings}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target < 400 MB, flat)`,
      );
    }
  } finally {
    await database.dispose();
  }
};

const [childDir, childRows] = process.argv.slice(2);
if (childDir !== undefined && childRows !== undefined) {
  await importDir(childDir, Number(childRows));
} else {
  const root = await mkdtemp(join(tmpdir(), "tellyfilms-import-imdb-bench-"));
  try {
    for (const rows of [250_000, 1_000_000]) {
      const dir = join(root, String(rows));
      await mkdir(dir);
      await writeTitleBasics(join(dir, "title.basics.tsv"), { rows, seed: 1 });
      await writeTitleRatings(join(dir, "title.ratings.tsv"), { rows, seed: 2 });
      // each size runs in its own process so that its peak RSS is its own; V8 defers old-generation collection while
      // memory is plentiful, so a second run caps the heap to show what the import itself needs
      for (const flags of [[], [HEAP_CAP]]) {
        if (flags.length > 0) console.log(`With node ${flags.join(" ")}:`);
        execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), dir, String(rows)], { stdio: "inherit" });
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
