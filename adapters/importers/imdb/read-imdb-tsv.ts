import { basename } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { ImportFileError } from "../import-file-error.ts";
import { IMDB_DATASET_NAMES, IMDB_DATASETS } from "./imdb-datasets.ts";
import type { ImdbDataset, ImdbRow, ImdbRowOf } from "./imdb-row.ts";

export interface ImdbSource {
  /** Shown in errors and used to guess the dataset, e.g. "title.basics.tsv.gz". */
  readonly name: string;
  readonly stream: AsyncIterable<Buffer | string>;
}

export interface ImdbReadOptions<D extends ImdbDataset> {
  /** Fail unless the file is this dataset. */
  readonly dataset?: D;
  readonly batchSize?: number;
}

const datasetInName = (name: string): ImdbDataset | undefined => {
  const base = basename(name);
  return IMDB_DATASET_NAMES.find((dataset) => base.startsWith(`${dataset}.`) || base === dataset);
};

const sameColumns = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => a.length === b.length && a.every((column, i) => column === b[i]);

const detectDataset = (file: string, header: ReadonlyArray<string>, expected: ImdbDataset | undefined): ImdbDataset => {
  const found = IMDB_DATASET_NAMES.find((dataset) => sameColumns(IMDB_DATASETS[dataset].columns, header));
  const wanted = expected ?? datasetInName(file);
  if (found !== undefined && (wanted === undefined || wanted === found)) return found;
  const shown = header.join(" ");
  if (wanted !== undefined) {
    throw new ImportFileError(file, 1, `wrong columns for ${wanted}: expected "${IMDB_DATASETS[wanted].columns.join(" ")}", found "${shown}"`);
  }
  throw new ImportFileError(file, 1, `not an IMDb dataset: the header "${shown}" matches none of ${IMDB_DATASET_NAMES.join(", ")}`);
};

const toBuffer = (chunk: Buffer | string): Buffer => (typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);

/** The source's bytes, gunzipped when they start with the gzip magic bytes. */
const openBytes = async (stream: AsyncIterable<Buffer | string>): Promise<AsyncIterable<Buffer>> => {
  const iterator = stream[Symbol.asyncIterator]();
  let head: Buffer = Buffer.alloc(0);
  let ended = false;
  while (head.length < 2 && !ended) {
    const next = await iterator.next();
    if (next.done === true) ended = true;
    else head = Buffer.concat([head, toBuffer(next.value)]);
  }
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await iterator.next(); next.done !== true; next = await iterator.next()) yield toBuffer(next.value);
    } finally {
      await iterator.return?.();
    }
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) return replay();
  const gunzip = createGunzip();
  pipeline(Readable.from(replay(), { objectMode: false }), gunzip).catch(() => undefined);
  return gunzip;
};

const MAX_LINE_CHARS = 1_000_000;

/** Node system and zlib errors carry a string code; anything else is a bug and is rethrown as is. */
const readFailure = (error: unknown): string | undefined => {
  if (!(error instanceof Error) || !("code" in error) || typeof error.code !== "string") return undefined;
  return error.code.startsWith("Z_") ? `corrupt gzip data: ${error.message}` : `cannot read the file: ${error.message}`;
};

type RowReader = (fields: ReadonlyArray<string>, line: number, fail: (reason: string) => never) => ImdbRow;

/**
 * Streams an IMDb non-commercial dataset TSV (plain or gzipped) in batches of typed rows.
 * The dataset is recognised by its header; `\N` becomes null and lists become arrays.
 * IMDb TSVs have no quoting, so lines split on newline and tab; blank lines are skipped.
 */
export async function* readImdbTsvBatches<D extends ImdbDataset = ImdbDataset>(
  source: ImdbSource,
  options: ImdbReadOptions<D> = {},
): AsyncGenerator<Array<ImdbRowOf<D>>> {
  const file = source.name;
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const decoder = new TextDecoder("utf-8", { ignoreBOM: false });
  let line = 0;
  let columns = 0;
  let read: RowReader | undefined;
  let batch: Array<ImdbRowOf<D>> = [];
  let full: Array<Array<ImdbRowOf<D>>> = [];
  const fail = (reason: string): never => {
    throw new ImportFileError(file, line, reason);
  };
  const take = (text: string): void => {
    line++;
    if (text === "") return;
    const fields = text.split("\t");
    if (read === undefined) {
      read = IMDB_DATASETS[detectDataset(file, fields, options.dataset)].read;
      columns = fields.length;
      return;
    }
    if (fields.length !== columns) fail(`wrong column count: expected ${columns} tab-separated columns, found ${fields.length}`);
    batch.push(read(fields, line, fail) as ImdbRowOf<D>);
    if (batch.length === batchSize) {
      full.push(batch);
      batch = [];
    }
  };
  const takeLines = (text: string): string => {
    let start = 0;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", start)) {
      take(text.charCodeAt(nl - 1) === 13 && nl > start ? text.slice(start, nl - 1) : text.slice(start, nl));
      start = nl + 1;
    }
    const rest = start === 0 ? text : text.slice(start);
    if (rest.length > MAX_LINE_CHARS) {
      throw new ImportFileError(file, line + 1, `line longer than ${MAX_LINE_CHARS} characters: not an IMDb TSV file`);
    }
    return rest;
  };

  let rest = "";
  try {
    const bytes = await openBytes(source.stream);
    for await (const chunk of bytes) {
      rest = takeLines(rest + decoder.decode(chunk, { stream: true }));
      if (full.length > 0) {
        yield* full;
        full = [];
      }
    }
    rest = takeLines(rest + decoder.decode());
    if (rest !== "") take(rest.endsWith("\r") ? rest.slice(0, -1) : rest);
  } catch (error) {
    const reason = readFailure(error);
    if (reason === undefined) throw error;
    throw new ImportFileError(file, line + 1, reason, { cause: error });
  }
  if (read === undefined) throw new ImportFileError(file, 1, "empty file: expected an IMDb dataset header");
  yield* full;
  if (batch.length > 0) yield batch;
}

/** Streams an IMDb dataset TSV row by row; fails with ImportFileError naming the file and line. */
export async function* readImdbTsv<D extends ImdbDataset = ImdbDataset>(source: ImdbSource, options: ImdbReadOptions<D> = {}): AsyncGenerator<ImdbRowOf<D>> {
  for await (const batch of readImdbTsvBatches(source, options)) yield* batch;
}
