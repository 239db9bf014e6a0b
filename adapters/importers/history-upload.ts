import { CsvError, parse } from "csv-parse/sync";
import { Effect } from "effect";
import { unzipSync } from "fflate";
import type { HistoryFile } from "../../application/personal/import-watch-history.ts";
import { HistoryFileInvalid, HistoryFileTooLarge } from "../../application/personal/personal-failures.ts";
import { HISTORY_MAX_BYTES, HISTORY_MAX_ROWS } from "../../domain/watch-history.ts";

// The export's files the import reads; its other files (watchlist, reviews, lists, likes, deleted) are left alone.
const LETTERBOXD_FILES: ReadonlySet<string> = new Set(["watched.csv", "ratings.csv", "diary.csv"]);
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const MEGABYTES = HISTORY_MAX_BYTES / (1024 * 1024);

const isZip = (bytes: Uint8Array): boolean => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

const invalid = (file: string, line: number, reason: string) =>
  new HistoryFileInvalid({ file, line, message: line > 0 ? `${file} line ${line}: ${reason}` : `${file}: ${reason}` });

const tooLarge = (what: string) => new HistoryFileTooLarge({ message: `${what} is larger than ${MEGABYTES} MB, the most an import takes.` });

interface CsvRecord {
  readonly record: ReadonlyArray<string>;
  readonly info: { readonly lines: number };
}

// An unclosed quote runs to the end of the file: the row after the last whole one is where it opened.
const errorLine = (error: unknown, lastLine: number): number =>
  error instanceof CsvError ? (error.code === "CSV_QUOTE_NOT_CLOSED" || typeof error["lines"] !== "number" ? lastLine + 1 : error["lines"]) : 0;

/** A CSV's header and rows, or the line where it stops being CSV; at most HISTORY_MAX_ROWS rows. */
const readCsv = (name: string, bytes: Uint8Array): Effect.Effect<HistoryFile, HistoryFileInvalid> =>
  Effect.gen(function* () {
    const text = yield* Effect.try({
      try: () => new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
      catch: () => invalid(name, 0, "this is not UTF-8 text; export the file again from the site."),
    });
    let lastLine = 0;
    const records = yield* Effect.try({
      try: () =>
        parse(text, {
          info: true,
          skip_empty_lines: true,
          to: HISTORY_MAX_ROWS + 2,
          on_record: (record, context) => {
            lastLine = context.lines;
            return record;
          },
        }) as unknown as Array<CsvRecord>,
      catch: (error) => invalid(name, errorLine(error, lastLine), "this is not a well-formed CSV file (look for a stray or missing quote)."),
    });
    const [header, ...rows] = records;
    if (header === undefined) return yield* invalid(name, 1, "the file is empty.");
    if (rows.length > HISTORY_MAX_ROWS) {
      return yield* invalid(
        name,
        rows[HISTORY_MAX_ROWS]?.info.lines ?? 0,
        `more than ${HISTORY_MAX_ROWS.toLocaleString("en-GB")} rows, the most an import takes.`,
      );
    }
    const columns = header.record.map((column) => column.trim());
    return {
      name,
      header: columns,
      rows: rows.map(({ record, info }) => ({ line: info.lines, cells: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ""])) })),
    };
  });

const readZip = (name: string, bytes: Uint8Array) =>
  Effect.gen(function* () {
    let unpacked = 0;
    const files = yield* Effect.try({
      try: () =>
        unzipSync(bytes, {
          // sizes are checked before anything is unpacked; fflate unpacks no more than a file's stated size
          filter: (file) => {
            if (!LETTERBOXD_FILES.has(file.name)) return false;
            unpacked += file.originalSize;
            return unpacked <= HISTORY_MAX_BYTES;
          },
        }),
      catch: () => invalid(name, 0, "this ZIP file is damaged; download the export again."),
    });
    const found = Object.entries(files).toSorted(([a], [b]) => a.localeCompare(b));
    if (unpacked > HISTORY_MAX_BYTES) return yield* tooLarge(`The CSV files in ${name}`);
    if (found.length === 0)
      return yield* invalid(name, 0, "this ZIP holds no watched.csv, ratings.csv or diary.csv; upload the ZIP Letterboxd's export gives you.");
    const csvs = yield* Effect.forEach(found, ([file, content]) => readCsv(file, content));
    const rows = csvs.reduce((sum, csv) => sum + csv.rows.length, 0);
    if (rows > HISTORY_MAX_ROWS) return yield* invalid(name, 0, `more than ${HISTORY_MAX_ROWS.toLocaleString("en-GB")} rows in all, the most an import takes.`);
    return csvs;
  });

/** The CSV files of an upload: a CSV as it is, or a Letterboxd ZIP's watched, ratings and diary files. */
export const readHistoryUpload = (
  name: string,
  bytes: Uint8Array,
  options: { readonly zip: boolean },
): Effect.Effect<ReadonlyArray<HistoryFile>, HistoryFileInvalid | HistoryFileTooLarge> => {
  if (bytes.byteLength > HISTORY_MAX_BYTES) return Effect.fail(tooLarge(name));
  if (/(^|[/\\])watchlist\.csv$/i.test(name)) {
    return Effect.fail(
      invalid(name, 0, "this lists the films you want to see, not the ones you watched; upload the export's ZIP, watched.csv, ratings.csv or diary.csv."),
    );
  }
  if (isZip(bytes)) return options.zip ? readZip(name, bytes) : Effect.fail(invalid(name, 0, "upload the ratings CSV itself, not a ZIP."));
  return Effect.map(readCsv(name, bytes), (file) => [file]);
};
