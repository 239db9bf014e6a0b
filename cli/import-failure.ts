import { Console, Effect } from "effect";
import type { ImportFileError } from "../adapters/importers/import-file-error.ts";

/** A bad file is the operator's to fix: print "file:line: reason" and exit non-zero. */
export const reportImportFailure = (error: ImportFileError): Effect.Effect<void> =>
  Console.error(`Import failed; the database was left unchanged.\n${error.message}`).pipe(
    Effect.andThen(
      Effect.sync(() => {
        process.exitCode = 1;
      }),
    ),
  );

export const formatCount = (n: number): string => n.toLocaleString("en-GB");

export const formatRate = (rows: number, seconds: number): string => `${formatCount(Math.round(rows / Math.max(seconds, 0.001)))}/s`;
