import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { StreamingCatalogueRow } from "../../../application/imports/import-streaming-catalogue.ts";
import { ImportFileError } from "../import-file-error.ts";

export const STREAMING_CSV_HEADER = ["service", "imdb_id", "title", "year", "link", "available_from", "available_until"] as const;

const lineOf = (error: unknown): number => {
  const lines = (error as { lines?: unknown }).lines;
  return typeof lines === "number" ? lines : 1;
};

/**
 * Reads a streaming catalogue CSV (header `service,imdb_id,title,year,link,available_from,available_until`, UTF-8,
 * RFC 4180 quoting) into text rows with their line numbers. A wrong header, a row with the wrong number of fields or
 * broken quoting is an ImportFileError naming the line.
 */
export const readStreamingCsv = async (
  name: string,
  input: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<ReadonlyArray<StreamingCatalogueRow>> => {
  const source = Readable.from(input);
  const parser = source.pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  source.once("error", (cause) => parser.destroy(cause));
  const rows: Array<StreamingCatalogueRow> = [];
  let header = true;
  try {
    for await (const item of parser as AsyncIterable<{ readonly record: ReadonlyArray<string>; readonly info: { readonly lines: number } }>) {
      const { record, info } = item;
      if (header) {
        header = false;
        const names = record.map((field) => field.trim().toLowerCase());
        if (names.join(",") !== STREAMING_CSV_HEADER.join(",")) {
          throw new ImportFileError(name, info.lines, `the header must be ${STREAMING_CSV_HEADER.join(",")}`);
        }
        continue;
      }
      if (record.length !== STREAMING_CSV_HEADER.length) {
        throw new ImportFileError(name, info.lines, `expected ${STREAMING_CSV_HEADER.length} fields, found ${record.length}`);
      }
      const [service = "", imdbId = "", title = "", year = "", link = "", availableFrom = "", availableUntil = ""] = record;
      rows.push({ line: info.lines, service, imdbId, title, year, link, availableFrom, availableUntil });
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(name, lineOf(error), `not a readable CSV file: ${reason}`, { cause: error });
  }
  if (header) throw new ImportFileError(name, 1, `the file is empty; the header must be ${STREAMING_CSV_HEADER.join(",")}`);
  return rows;
};
