import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { basename, join } from "node:path";
import { Console, Effect, Layer } from "effect";
import { Argument, Command } from "effect/cli";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { ImportFileError } from "../adapters/importers/import-file-error.ts";
import { imdbDatasetRecords } from "../adapters/importers/imdb/imdb-dataset-records.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../adapters/persistence/repositories/job-runs-postgres.ts";
import { FilmDataImportStorePostgres } from "../adapters/persistence/film-data-import-store-postgres.ts";
import { importImdbDatasets, type ImdbDatasetSource, type ImdbImportSummary } from "../application/imports/import-imdb-datasets.ts";
import { IMDB_DATASET_ORDER, type ImdbDatasetName } from "../domain/imports/imdb-record.ts";
import { formatCount, formatRate, reportImportFailure } from "./import-failure.ts";
import { countingBytes, makeImportProgress, type ImportProgress } from "./import-progress.ts";
import { recordedJob } from "./recorded-job.ts";

interface DatasetFile {
  readonly path: string;
  readonly dataset: ImdbDatasetName;
  readonly size: number;
}

const datasetOfName = (path: string): ImdbDatasetName | undefined => {
  const name = basename(path);
  return IMDB_DATASET_ORDER.find((dataset) => name === dataset || name.startsWith(`${dataset}.`));
};

/** The dataset files named on the command line; a directory stands for the dataset files in it. */
const findDatasetFiles = async (paths: ReadonlyArray<string>): Promise<ReadonlyArray<DatasetFile>> => {
  const files: Array<DatasetFile> = [];
  for (const path of paths) {
    const info = await stat(path).catch((cause: unknown) => {
      throw new ImportFileError(path, 1, `cannot read the file: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    });
    if (info.isDirectory()) {
      const found = (await readdir(path)).filter((name) => datasetOfName(name) !== undefined).sort();
      if (found.length === 0)
        throw new ImportFileError(path, 1, `no IMDb dataset files here (expected names like ${IMDB_DATASET_ORDER.map((d) => `${d}.tsv.gz`).join(", ")})`);
      for (const name of found) {
        const file = join(path, name);
        files.push({ path: file, dataset: datasetOfName(name) as ImdbDatasetName, size: (await stat(file)).size });
      }
      continue;
    }
    const dataset = datasetOfName(path);
    if (dataset === undefined) {
      throw new ImportFileError(path, 1, `cannot tell which IMDb dataset this is from its name; call it after the dataset, e.g. title.basics.tsv.gz`);
    }
    files.push({ path, dataset, size: info.size });
  }
  return files;
};

export const describeImdbImport = (summary: ImdbImportSummary, files: number, seconds: number): string => {
  const skipped = summary.skipped.reduce((sum, entry) => sum + entry.count, 0);
  return [
    `Imported ${files} IMDb dataset file${files === 1 ? "" : "s"}: ${formatCount(summary.rows)} rows in ${seconds.toFixed(1)} s (${formatRate(summary.rows, seconds)}).`,
    `Catalogue titles added or changed: ${formatCount(summary.catalogueTitles)}.`,
    `Made from schedules and now given their IMDb id: ${formatCount(summary.filmsLinked)} films, ${formatCount(summary.seriesLinked)} series; series merged into the series that had their IMDb id: ${formatCount(summary.seriesMerged)}.`,
    `Ratings changed: ${formatCount(summary.filmRatings)} films; ${formatCount(summary.catalogueRatings)} catalogue titles not in this title.basics.`,
    `Alternative titles changed: ${formatCount(summary.akas)}; credits changed: ${formatCount(summary.credits)}; people added or updated: ${formatCount(summary.people)}.`,
    `Skipped ${formatCount(skipped)} ${skipped === 1 ? "row" : "rows"}${skipped === 0 ? "." : ":"}`,
    ...summary.skipped.map((entry) => `  ${formatCount(entry.count)} ${entry.reason}`),
  ].join("\n");
};

export const importImdbCommand = Command.make(
  "import-imdb",
  {
    paths: Argument.String("dir|files").pipe(
      Argument.withDescription(
        "A directory holding IMDb dataset files, or the files (title.basics, title.ratings, title.akas, title.crew, title.principals, name.basics; .tsv or .tsv.gz)",
      ),
      Argument.atLeast(1),
    ),
  },
  ({ paths }) =>
    Effect.gen(function* () {
      const files = yield* Effect.tryPromise({ try: () => findDatasetFiles(paths), catch: (error) => error }).pipe(
        Effect.catch((error) => (error instanceof ImportFileError ? Effect.fail(error) : Effect.die(error))),
      );
      const counters = new Map(files.map((file) => [file.path, { bytes: 0 }]));
      const sources: ReadonlyArray<ImdbDatasetSource<ImportFileError>> = files.map((file) => ({
        dataset: file.dataset,
        name: file.path,
        rows: imdbDatasetRecords(
          { name: file.path, stream: countingBytes(createReadStream(file.path), counters.get(file.path) ?? { bytes: 0 }) },
          file.dataset,
        ),
      }));
      let current: { readonly name: string; readonly progress: ImportProgress } | undefined;
      const stopCurrent = () => current?.progress.stop();
      const started = performance.now();
      const summary = yield* recordedJob(
        "import-imdb",
        importImdbDatasets({
          sources,
          onProgress: ({ name, rows }) => {
            if (current?.name !== name) {
              stopCurrent();
              current = {
                name,
                progress: makeImportProgress({ label: basename(name), unit: "rows", totalBytes: files.find((file) => file.path === name)?.size }),
              };
            }
            current.progress.update(counters.get(name)?.bytes ?? 0, rows);
          },
        }),
      ).pipe(Effect.ensuring(Effect.sync(stopCurrent)));
      yield* Console.log(describeImdbImport(summary, files.length, (performance.now() - started) / 1000));
    }).pipe(
      Effect.catch(reportImportFailure),
      Effect.provide(Layer.merge(FilmDataImportStorePostgres, JobRunsPostgres).pipe(Layer.provide(DatabaseLive(loadAppConfig())))),
    ),
).pipe(
  Command.withDescription("Import IMDb datasets in one transaction: the movie catalogue for search, ratings, alternative titles and credits of known films"),
);
