import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { Console, Effect, Layer } from "effect";
import { Argument, Command } from "effect/cli";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { xmltvScheduleRecords } from "../adapters/importers/xmltv/xmltv-schedule-records.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../adapters/persistence/repositories/job-runs-postgres.ts";
import { ScheduleImportStorePostgres } from "../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule, type ScheduleImportSummary } from "../application/imports/import-xmltv-schedule.ts";
import { formatCount, formatRate, reportImportFailure } from "./import-failure.ts";
import { countingBytes, makeImportProgress } from "./import-progress.ts";
import { recordedJob } from "./recorded-job.ts";

export const describeScheduleImport = (name: string, summary: ScheduleImportSummary, seconds: number): string => {
  const { shows } = summary;
  const skipped = summary.skipped.reduce((sum, entry) => sum + entry.count, 0);
  const lines = [
    `Imported ${name}: ${formatCount(summary.programmes)} programmes in ${seconds.toFixed(1)} s (${formatRate(summary.programmes, seconds)}).`,
    `Channels created: ${formatCount(summary.channelsCreated)}.`,
    ...(summary.unplacedChannels.length === 0
      ? []
      : [
          `Feed channels not in the channel registry (each became a channel of its own; place them with "channels map <xmltv-id> <slug>"):`,
          ...summary.unplacedChannels.map((channel) => `  ${channel.xmltvId}${channel.displayName === null ? "" : ` (${channel.displayName})`}`),
        ]),
    `Films matched: ${formatCount(summary.filmsMatched)}; created (unverified, for the admin to curate): ${formatCount(summary.filmsCreated)}, of them given their IMDb id: ${formatCount(summary.filmsLinked)}; episodes: ${formatCount(summary.episodes)}; series created: ${formatCount(summary.seriesCreated)}, of them given their IMDb id: ${formatCount(summary.seriesLinked)}.`,
    `Shows added: ${formatCount(shows.inserted)}; updated: ${formatCount(shows.updated)}; unchanged: ${formatCount(shows.unchanged)}; replaced (removed): ${formatCount(shows.removed)}.`,
    `Certificates set: ${formatCount(summary.certificatesSet)}; credits added: ${formatCount(summary.creditsAdded)}.`,
    `Skipped ${formatCount(skipped)} ${skipped === 1 ? "programme" : "programmes"}${skipped === 0 ? "." : ":"}`,
    ...summary.skipped.map((entry) => `  ${formatCount(entry.count)} ${entry.reason}`),
    ...summary.notices.map((notice) => `Note: ${notice}.`),
  ];
  return lines.join("\n");
};

export const importXmltvCommand = Command.make(
  "import-xmltv",
  { file: Argument.String("file").pipe(Argument.withDescription("The XMLTV file to import, or - to read standard input")) },
  ({ file }) =>
    Effect.gen(function* () {
      const fromStdin = file === "-";
      const name = fromStdin ? "stdin" : file;
      const totalBytes = fromStdin
        ? undefined
        : yield* Effect.promise(() =>
            stat(file).then(
              (info) => info.size,
              () => undefined,
            ),
          );
      const counter = { bytes: 0 };
      const bytes = countingBytes(fromStdin ? process.stdin : createReadStream(file), counter);
      const progress = makeImportProgress({ label: `Importing ${name}`, unit: "programmes", totalBytes });
      const started = performance.now();
      const summary = yield* recordedJob(
        "import-xmltv",
        importXmltvSchedule({
          source: fromStdin ? "stdin" : basename(file),
          records: xmltvScheduleRecords({ name, stream: bytes }),
          onProgress: ({ programmes }) => progress.update(counter.bytes, programmes),
        }),
      ).pipe(Effect.ensuring(Effect.sync(() => progress.stop())));
      yield* Console.log(describeScheduleImport(name, summary, (performance.now() - started) / 1000));
    }).pipe(
      Effect.catch(reportImportFailure),
      Effect.provide(Layer.merge(ScheduleImportStorePostgres, JobRunsPostgres).pipe(Layer.provide(DatabaseLive(loadAppConfig())))),
    ),
).pipe(
  Command.withDescription(
    "Import an XMLTV schedule in one transaction: films matched or created, episodes attached to their series (created when unknown), each channel's window replaced; a bad file changes nothing",
  ),
);
