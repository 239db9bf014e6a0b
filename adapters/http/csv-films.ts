import { stringify } from "csv-stringify/sync";
import { isImdbTconst } from "../../domain/imports/title-index.ts";
import type { ListItem } from "../../domain/list-item.ts";

// A spreadsheet runs a cell that starts with one of these as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const isoDate = (epochMs: number | null): string => (epochMs === null ? "" : new Date(epochMs).toISOString().slice(0, 10));

export type CsvList = "watched" | "alerts";

/**
 * RFC 4180 text (CRLF line ends, quotes where needed) with a header row; every cell is inert in a spreadsheet. A film the
 * site knows only by its own key has an empty IMDb id.
 */
export const filmsCsv = (list: CsvList, items: ReadonlyArray<ListItem>, stars: Readonly<Record<string, number>>): string => {
  const header = list === "watched" ? ["IMDb id", "Title", "Year", "Watched on", "Stars"] : ["IMDb id", "Title", "Year", "Alert set on"];
  const rows = items.map((item) => {
    const common = [isImdbTconst(item.tconst) ? item.tconst : "", item.title, item.year === null ? "" : String(item.year), isoDate(item.time_stamp)];
    return list === "watched" ? [...common, stars[item.tconst] === undefined ? "" : String(stars[item.tconst])] : common;
  });
  return stringify(
    [header, ...rows].map((row) => row.map(inertCell)),
    { record_delimiter: "\r\n", quoted_match: /[\r\n]/ },
  );
};
