import { imdbStars, letterboxdStars, type WatchedEntry } from "./watch-history.ts";

/** One data row of an export file: its columns by header name, and its line in the file (the header is line 1). */
export interface ExportRow {
  readonly line: number;
  readonly cells: Readonly<Record<string, string>>;
}

/** A row the import cannot read, with the line to show the member. */
export interface RowProblem {
  readonly line: number;
  readonly reason: string;
}

export type RowReading = { readonly entry: WatchedEntry } | { readonly skipped: true } | { readonly problem: RowProblem };

export const LETTERBOXD_COLUMNS = ["Name", "Year"] as const;
export const IMDB_COLUMNS = ["Const", "Your Rating", "Title"] as const;

/** The first required column the header lacks, if any. */
export const missingColumn = (header: ReadonlyArray<string>, required: ReadonlyArray<string>): string | undefined =>
  required.find((column) => !header.includes(column));

const IMDB_ID = /^tt\d{7,}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^\d{4}$/;
const HALF_STARS = /^(?:[0-4](?:\.[05])?|5(?:\.0)?)$/;
const WHOLE_RATING = /^(?:[1-9]|10)$/;
// IMDb's title types that are films, as its current export ("TV Movie") and its older one ("tvMovie") spell them
const FILM_TYPES: ReadonlySet<string> = new Set(["movie", "tvmovie"]);

const problem = (line: number, reason: string): RowReading => ({ problem: { line, reason } });

const cell = (row: ExportRow, column: string): string => (row.cells[column] ?? "").trim();

const isRealDate = (text: string): boolean => {
  const parts = ISO_DATE.exec(text);
  if (parts === null) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

type Parsed<A> = { readonly value: A } | { readonly reason: string };

const optionalYear = (text: string): Parsed<number | null> =>
  text === "" ? { value: null } : YEAR.test(text) ? { value: Number(text) } : { reason: `the year '${text}' is not a year` };

const optionalDate = (column: string, text: string): Parsed<string | null> =>
  text === "" ? { value: null } : isRealDate(text) ? { value: text } : { reason: `${column} '${text}' is not a date like 2024-03-31` };

const withParts = (row: ExportRow, parts: ReadonlyArray<Parsed<unknown>>, build: () => WatchedEntry): RowReading => {
  const failed = parts.find((part): part is { readonly reason: string } => "reason" in part);
  return failed === undefined ? { entry: build() } : problem(row.line, failed.reason);
};

const valueOf = <A>(parsed: Parsed<A>): A => ("value" in parsed ? parsed.value : (undefined as never));

/**
 * A row of Letterboxd's watched.csv, ratings.csv or diary.csv: the film by name and year, watched on the diary's
 * Watched Date or else the row's Date, with its 0.5-5 rating as stars.
 */
export const readLetterboxdRow = (row: ExportRow): RowReading => {
  const title = cell(row, "Name");
  if (title === "") return problem(row.line, "the film has no Name");
  const year = optionalYear(cell(row, "Year"));
  const watchedOn = cell(row, "Watched Date") === "" ? optionalDate("Date", cell(row, "Date")) : optionalDate("Watched Date", cell(row, "Watched Date"));
  const ratingText = cell(row, "Rating");
  const rating: Parsed<number | null> =
    ratingText === ""
      ? { value: null }
      : HALF_STARS.test(ratingText) && Number(ratingText) > 0
        ? { value: Number(ratingText) }
        : { reason: `the Rating '${ratingText}' is not 0.5 to 5 stars` };
  return withParts(row, [year, watchedOn, rating], () => {
    const stars = valueOf(rating);
    return { imdbId: null, title, year: valueOf(year), watchedOn: valueOf(watchedOn), stars: stars === null ? null : letterboxdStars(stars) };
  });
};

/** A row of IMDb's ratings export: the title by its IMDb id (and title and year), rated on Date Rated; rows that are not films are skipped. */
export const readImdbRow = (row: ExportRow): RowReading => {
  const type = cell(row, "Title Type").toLowerCase().replaceAll(" ", "");
  if (type !== "" && !FILM_TYPES.has(type)) return { skipped: true };
  const imdbId = cell(row, "Const");
  if (!IMDB_ID.test(imdbId)) return problem(row.line, `Const '${imdbId}' is not an IMDb id like tt0111161`);
  const title = cell(row, "Title");
  if (title === "") return problem(row.line, "the title has no Title");
  const ratingText = cell(row, "Your Rating");
  const rating: Parsed<number> = WHOLE_RATING.test(ratingText) ? { value: Number(ratingText) } : { reason: `Your Rating '${ratingText}' is not 1 to 10` };
  const year = optionalYear(cell(row, "Year"));
  const ratedOn = optionalDate("Date Rated", cell(row, "Date Rated"));
  return withParts(row, [rating, year, ratedOn], () => ({
    imdbId,
    title,
    year: valueOf(year),
    watchedOn: valueOf(ratedOn),
    stars: imdbStars(valueOf(rating)),
  }));
};
