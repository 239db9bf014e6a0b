import { createReadStream } from "node:fs";
import { Clock, Console, Effect, Layer } from "effect";
import { Argument, Command } from "effect/cli";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { ImportFileError } from "../adapters/importers/import-file-error.ts";
import { readStreamingCsv, STREAMING_CSV_HEADER } from "../adapters/importers/streaming/read-streaming-csv.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../adapters/persistence/repositories/job-runs-postgres.ts";
import { StreamingCatalogueStorePostgres } from "../adapters/persistence/streaming-catalogue-store-postgres.ts";
import { importStreamingCatalogue, type StreamingCatalogueRejected, type StreamingImportSummary } from "../application/imports/import-streaming-catalogue.ts";
import { formatCount, reportImportFailure } from "./import-failure.ts";
import { recordedJob } from "./recorded-job.ts";

export const describeStreamingImport = (summary: StreamingImportSummary): string =>
  [
    `Read ${formatCount(summary.rows)} ${summary.rows === 1 ? "row" : "rows"}: films matched ${formatCount(summary.filmsMatched)}; created (unverified, for the admin to curate) ${formatCount(summary.filmsCreated)}; ` +
      `already expired ${formatCount(summary.expired)}; repeated ${formatCount(summary.duplicates)}.`,
    ...summary.services.map(
      (service) =>
        `${service.slug}: ${formatCount(service.titles)} titles; added ${formatCount(service.added)}, unchanged ${formatCount(service.unchanged)}, removed ${formatCount(service.removed)}.`,
    ),
  ].join("\n");

const reportRejectedRows = (name: string) => (rejected: StreamingCatalogueRejected) =>
  Console.error(
    ["Import failed; the database was left unchanged.", ...rejected.problems.map((problem) => `${name}:${problem.line}: ${problem.reason}`)].join("\n"),
  ).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1;
      }),
    ),
  );

export const importStreamingCommand = Command.make(
  "import-streaming",
  {
    file: Argument.String("file").pipe(
      Argument.withDescription(`The streaming catalogue CSV (header ${STREAMING_CSV_HEADER.join(",")}), or - to read standard input`),
    ),
  },
  ({ file }) =>
    Effect.gen(function* () {
      const name = file === "-" ? "stdin" : file;
      const rows = yield* Effect.tryPromise({
        try: () => readStreamingCsv(name, file === "-" ? process.stdin : createReadStream(file)),
        catch: (error) => error,
      }).pipe(Effect.catch((error) => (error instanceof ImportFileError ? Effect.fail(error) : Effect.die(error))));
      const now = yield* Clock.currentTimeMillis;
      return yield* importStreamingCatalogue({ rows, now });
    }).pipe(
      (work) => recordedJob("import-streaming", work),
      Effect.flatMap((summary) => Console.log(describeStreamingImport(summary))),
      Effect.catchTag("StreamingCatalogueRejected", reportRejectedRows(file === "-" ? "stdin" : file)),
      Effect.catch(reportImportFailure),
      Effect.provide(Layer.merge(StreamingCatalogueStorePostgres, JobRunsPostgres).pipe(Layer.provide(DatabaseLive(loadAppConfig())))),
    ),
).pipe(
  Command.withDescription(
    "Replace the availability of each streaming service named in a catalogue CSV, in one transaction; unknown films are created unverified",
  ),
);
