import { Effect } from "effect";
import { lookupKeys, matchHistory } from "../../domain/history-match.ts";
import { IMDB_COLUMNS, LETTERBOXD_COLUMNS, missingColumn, readImdbRow, readLetterboxdRow, type ExportRow, type RowReading } from "../../domain/history-rows.ts";
import { mergeEntries, type HistoryImportReport, type WatchedEntry } from "../../domain/watch-history.ts";
import { HistoryFileInvalid } from "./personal-failures.ts";
import { UserTitles } from "./user-titles.ts";
import { WatchHistoryStore } from "./watch-history-store.ts";

export type HistorySource = "letterboxd" | "imdb";

/** One CSV of an upload: its name, header and data rows. */
export interface HistoryFile {
  readonly name: string;
  readonly header: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<ExportRow>;
}

const RULES: Readonly<
  Record<HistorySource, { readonly columns: ReadonlyArray<string>; readonly read: (row: ExportRow) => RowReading; readonly export: string }>
> = {
  letterboxd: { columns: LETTERBOXD_COLUMNS, read: readLetterboxdRow, export: "a Letterboxd export" },
  imdb: { columns: IMDB_COLUMNS, read: readImdbRow, export: "an IMDb ratings export" },
};

const readFile = (source: HistorySource, file: HistoryFile) =>
  Effect.gen(function* () {
    const rules = RULES[source];
    const missing = missingColumn(file.header, rules.columns);
    if (missing !== undefined) {
      return yield* new HistoryFileInvalid({ file: file.name, line: 1, message: `${file.name} line 1: no ${missing} column, so this is not ${rules.export}.` });
    }
    const entries: Array<WatchedEntry> = [];
    let skipped = 0;
    for (const row of file.rows) {
      const reading = rules.read(row);
      if ("problem" in reading) {
        const { line, reason } = reading.problem;
        return yield* new HistoryFileInvalid({ file: file.name, line, message: `${file.name} line ${line}: ${reason}.` });
      }
      if ("skipped" in reading) skipped += 1;
      else entries.push(reading.entry);
    }
    return { entries, skipped };
  });

/**
 * Puts the films of another site's export on the member's watched list, with their dates and ratings as stars; what the
 * member already set on this site wins. Answers the report and the member's flags.
 */
export const importWatchHistory = Effect.fn("importWatchHistory")(function* (userId: number, source: HistorySource, files: ReadonlyArray<HistoryFile>) {
  const store = yield* WatchHistoryStore;
  const read = yield* Effect.forEach(files, (file) => readFile(source, file));
  const entries = mergeEntries(read.flatMap((file) => file.entries));
  const keys = lookupKeys(entries);
  const catalogue = yield* store.catalogueMovies(keys.matchKeys);
  const siteFilms = yield* store.siteFilms([...new Set([...keys.imdbIds, ...catalogue.map((movie) => movie.tconst)])], keys.matchKeys);
  const skipped = read.reduce((sum, file) => sum + file.skipped, 0);
  const { films, report } = matchHistory(entries, siteFilms, catalogue, skipped);
  yield* store.addWatched(userId, films);
  const answer: HistoryImportReport = report;
  return { report: answer, flags: yield* (yield* UserTitles).flags(userId) };
});
