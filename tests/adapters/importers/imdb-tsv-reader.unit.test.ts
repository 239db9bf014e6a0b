import { createReadStream, readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImportFileError } from "../../../adapters/importers/import-file-error.ts";
import type { ImdbReadOptions } from "../../../adapters/importers/imdb/read-imdb-tsv.ts";
import { readImdbTsv, readImdbTsvBatches } from "../../../adapters/importers/imdb/read-imdb-tsv.ts";
import type { ImdbDataset, ImdbRowOf } from "../../../adapters/importers/imdb/imdb-row.ts";

const fixture = (file: string): Buffer => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));

const readChunks = async <D extends ImdbDataset>(
  name: string,
  chunks: ReadonlyArray<Buffer | string>,
  options: ImdbReadOptions<D> = {},
): Promise<Array<ImdbRowOf<D>>> => {
  const rows: Array<ImdbRowOf<D>> = [];
  for await (const row of readImdbTsv({ name, stream: Readable.from(chunks) }, options)) rows.push(row);
  return rows;
};

const read = (file: string): Promise<Array<unknown>> => readChunks(`fixtures/${file}`, [fixture(file)]);

const failure = async (name: string, chunks: ReadonlyArray<Buffer | string>, options: ImdbReadOptions<ImdbDataset> = {}): Promise<ImportFileError> => {
  try {
    await readChunks(name, chunks, options);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error(`${name} was read without an error`);
};

const splitAt = (bytes: Buffer, cuts: ReadonlyArray<number>): Array<Buffer> => {
  const points = [...new Set(cuts.map((c) => c % bytes.length))].sort((a, b) => a - b);
  return [...points, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : points[i - 1], end)).filter((b) => b.length > 0);
};

describe("readImdbTsv", () => {
  it("reads title.basics with \\N as null, numbers, flags, genre lists and quotes left alone", async () => {
    expect(await read("title.basics.tsv")).toStrictEqual([
      {
        dataset: "title.basics",
        line: 2,
        tconst: "tt0068646",
        titleType: "movie",
        primaryTitle: "The Godfather",
        originalTitle: "The Godfather",
        isAdult: false,
        startYear: 1972,
        endYear: null,
        runtimeMinutes: 175,
        genres: ["Crime", "Drama"],
      },
      {
        dataset: "title.basics",
        line: 3,
        tconst: "tt0211915",
        titleType: "movie",
        primaryTitle: "Amélie",
        originalTitle: "Le fabuleux destin d'Amélie Poulain",
        isAdult: false,
        startYear: 2001,
        endYear: null,
        runtimeMinutes: 122,
        genres: ["Comedy", "Romance"],
      },
      {
        dataset: "title.basics",
        line: 4,
        tconst: "tt0088512",
        titleType: "tvSeries",
        primaryTitle: '"Only Fools and Horses"',
        originalTitle: "Only Fools and Horses....",
        isAdult: false,
        startYear: 1981,
        endYear: 2003,
        runtimeMinutes: 30,
        genres: ["Comedy"],
      },
      {
        dataset: "title.basics",
        line: 5,
        tconst: "tt9999999",
        titleType: "movie",
        primaryTitle: "Untitled Project",
        originalTitle: "Untitled Project",
        isAdult: false,
        startYear: null,
        endYear: null,
        runtimeMinutes: null,
        genres: [],
      },
    ]);
  });

  it("reads title.ratings", async () => {
    expect(await read("title.ratings.tsv")).toStrictEqual([
      { dataset: "title.ratings", line: 2, tconst: "tt0068646", averageRating: 9.2, numVotes: 2_100_000 },
      { dataset: "title.ratings", line: 3, tconst: "tt0211915", averageRating: 8.3, numVotes: 800_123 },
    ]);
  });

  it("reads title.akas with its types and attributes as lists", async () => {
    expect(await read("title.akas.tsv")).toStrictEqual([
      {
        dataset: "title.akas",
        line: 2,
        titleId: "tt0211915",
        ordering: 1,
        title: "Le fabuleux destin d'Amélie Poulain",
        region: null,
        language: null,
        types: ["original"],
        attributes: [],
        isOriginalTitle: true,
      },
      {
        dataset: "title.akas",
        line: 3,
        titleId: "tt0211915",
        ordering: 2,
        title: "Amélie",
        region: "GB",
        language: "en",
        types: ["imdbDisplay", "alternative"],
        attributes: ["literal English title"],
        isOriginalTitle: false,
      },
      {
        dataset: "title.akas",
        line: 4,
        titleId: "tt0211915",
        ordering: 3,
        title: "Die fabelhafte Welt der Amélie",
        region: "DE",
        language: null,
        types: [],
        attributes: [],
        isOriginalTitle: null,
      },
    ]);
  });

  it("reads title.crew", async () => {
    expect(await read("title.crew.tsv")).toStrictEqual([
      { dataset: "title.crew", line: 2, tconst: "tt0068646", directors: ["nm0000338"], writers: ["nm0701374", "nm0000338"] },
      { dataset: "title.crew", line: 3, tconst: "tt0088512", directors: [], writers: ["nm0854830"] },
    ]);
  });

  it("reads title.principals with its JSON list of characters", async () => {
    expect(await read("title.principals.tsv")).toStrictEqual([
      {
        dataset: "title.principals",
        line: 2,
        tconst: "tt0068646",
        ordering: 1,
        nconst: "nm0000008",
        category: "actor",
        job: null,
        characters: ["Don Vito Corleone"],
      },
      { dataset: "title.principals", line: 3, tconst: "tt0068646", ordering: 2, nconst: "nm0000338", category: "director", job: null, characters: [] },
      { dataset: "title.principals", line: 4, tconst: "tt0068646", ordering: 3, nconst: "nm0701374", category: "writer", job: "screenplay by", characters: [] },
    ]);
  });

  it("reads name.basics", async () => {
    expect(await read("name.basics.tsv")).toStrictEqual([
      {
        dataset: "name.basics",
        line: 2,
        nconst: "nm0000008",
        primaryName: "Marlon Brando",
        birthYear: 1924,
        deathYear: 2004,
        primaryProfession: ["actor", "director", "writer"],
        knownForTitles: ["tt0068646", "tt0078788"],
      },
      {
        dataset: "name.basics",
        line: 3,
        nconst: "nm0000338",
        primaryName: "Francis Ford Coppola",
        birthYear: 1939,
        deathYear: null,
        primaryProfession: ["producer", "director", "writer"],
        knownForTitles: ["tt0068646"],
      },
    ]);
  });

  it("reads a gzipped file the same as the plain one, whatever its name", async () => {
    expect(await readChunks("downloads/basics-latest", [gzipSync(fixture("title.basics.tsv"))])).toStrictEqual(await read("title.basics.tsv"));
  });

  it("reads Windows line endings, a byte order mark and a missing final newline", async () => {
    const text = `\uFEFF${fixture("title.ratings.tsv").toString("utf8").trimEnd().replaceAll("\n", "\r\n")}`;
    expect(await readChunks("fixtures/title.ratings.tsv", [text])).toStrictEqual(await read("title.ratings.tsv"));
  });

  it("gives the same rows however the plain or gzipped bytes are split into chunks", async () => {
    const plain = fixture("title.akas.tsv");
    const whole = await read("title.akas.tsv");
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(fc.nat(), { maxLength: 30 }), async (gzip, cuts) => {
        const bytes = gzip ? gzipSync(plain) : plain;
        expect(await readChunks("fixtures/title.akas.tsv", splitAt(bytes, cuts))).toStrictEqual(whole);
      }),
      { numRuns: 40 },
    );
  });

  it("reads a plain or gzipped file fed one byte at a time", async () => {
    const plain = fixture("title.akas.tsv");
    for (const bytes of [plain, gzipSync(plain)]) {
      const bytewise = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
      expect(await readChunks("fixtures/title.akas.tsv", bytewise)).toStrictEqual(await read("title.akas.tsv"));
    }
  });

  it("yields batches of the requested size and narrows rows to the expected dataset", async () => {
    const sizes: Array<number> = [];
    const tconsts: Array<string> = [];
    const source = { name: "fixtures/title.basics.tsv", stream: Readable.from([fixture("title.basics.tsv")]) };
    for await (const batch of readImdbTsvBatches(source, { dataset: "title.basics", batchSize: 3 })) {
      sizes.push(batch.length);
      for (const row of batch) tconsts.push(row.tconst);
    }
    expect(sizes).toStrictEqual([3, 1]);
    expect(tconsts).toStrictEqual(["tt0068646", "tt0211915", "tt0088512", "tt9999999"]);
  });
});

describe("readImdbTsv on a bad file", () => {
  it.each([
    [
      "title.basics.wrong-header.tsv",
      1,
      'wrong columns for title.basics: expected "tconst titleType primaryTitle originalTitle isAdult startYear endYear runtimeMinutes genres", found "tconst titleType primaryTitle isAdult startYear endYear runtimeMinutes genres"',
    ],
    ["title.basics.bad-row.tsv", 3, "wrong column count: expected 9 tab-separated columns, found 8"],
    ["title.ratings.bad-number.tsv", 3, 'column numVotes: expected a whole number, found "lots"'],
    [
      "unknown-dataset.tsv",
      1,
      'not an IMDb dataset: the header "id name" matches none of title.basics, title.ratings, title.akas, title.crew, title.principals, name.basics',
    ],
  ])("fails on %s naming the file and line %i", async (file, line, reason) => {
    const error = await failure(`fixtures/${file}`, [fixture(file)]);
    expect([error.file, error.line, error.reason]).toStrictEqual([`fixtures/${file}`, line, reason]);
    expect(error.message).toBe(`fixtures/${file}:${line}: ${reason}`);
  });

  it("fails when the file is not the dataset the caller expects", async () => {
    const error = await failure("ratings.tsv", [fixture("title.ratings.tsv")], { dataset: "title.basics" });
    expect(error.message).toMatch(/^ratings\.tsv:1: wrong columns for title\.basics: expected "tconst titleType/);
  });

  it("fails on a file that cannot be opened, naming it", async () => {
    const missing = fileURLToPath(new URL("./fixtures/title.basics.missing.tsv", import.meta.url));
    const reading = (async () => {
      for await (const _ of readImdbTsv({ name: "fixtures/title.basics.missing.tsv", stream: createReadStream(missing) })) return;
    })();
    await expect(reading).rejects.toThrow(/^fixtures\/title\.basics\.missing\.tsv:1: cannot read the file: ENOENT/);
  });

  it("fails on an empty file", async () => {
    const error = await failure("title.crew.tsv", []);
    expect(error.message).toBe("title.crew.tsv:1: empty file: expected an IMDb dataset header");
  });

  it("fails on a truncated gzip file with the line it reached", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `tt${String(i).padStart(7, "0")}\t7.5\t${i}\n`).join("");
    const gz = gzipSync(`tconst\taverageRating\tnumVotes\n${rows}`);
    const error = await failure("title.ratings.tsv.gz", [gz.subarray(0, gz.length - 20)]);
    expect(error.reason).toMatch(/^corrupt gzip data: /);
    expect(error.line).toBeGreaterThan(1);
  });
});
