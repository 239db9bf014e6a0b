import { createWriteStream } from "node:fs";
import { Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

export interface ImdbGeneratorOptions {
  readonly rows: number;
  readonly seed: number;
  readonly gzip?: boolean;
}

const TYPES = ["movie", "movie", "short", "tvSeries", "tvEpisode", "tvEpisode", "tvEpisode", "video", "tvMovie"];
export const WORDS = [
  "The",
  "Last",
  "Night",
  "Garden",
  "Storm",
  "King",
  "Return",
  "Blue",
  "Ghost",
  "River",
  "Dark",
  "Heart",
  "Stone",
  "Road",
  "Queen",
  "Empire",
];
const GENRES = ["Drama", "Comedy", "Thriller", "Action", "Romance", "Documentary", "Crime", "Family", "Horror", "Sci-Fi", "Short"];

const tconst = (i: number): string => `tt${String(i + 1).padStart(7, "0")}`;

async function* chunked(header: string, rows: number, row: (i: number) => string): AsyncGenerator<string> {
  let buffer = header;
  for (let i = 0; i < rows; i++) {
    buffer += row(i);
    if (buffer.length > 65_536) {
      yield buffer;
      buffer = "";
    }
  }
  yield buffer;
}

const write = async (path: string, lines: AsyncGenerator<string>, gzip: boolean): Promise<void> => {
  const source = Readable.from(lines, { objectMode: false });
  const steps: Array<Transform> = gzip ? [createGzip({ level: 1 })] : [];
  await pipeline([source, ...steps, createWriteStream(path)]);
};

/** A deterministic title.basics TSV with `rows` data rows. */
export const writeTitleBasics = async (path: string, options: ImdbGeneratorOptions): Promise<void> => {
  const rng = xoroshiro128plus(options.seed);
  const pick = <T>(items: ReadonlyArray<T>): T => items[uniformInt(rng, 0, items.length - 1)] as T;
  const header = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n";
  const row = (i: number): string => {
    const type = pick(TYPES);
    const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`;
    const original = uniformInt(rng, 0, 4) === 0 ? `${pick(WORDS)} ${pick(WORDS)}` : title;
    const start = uniformInt(rng, 0, 20) === 0 ? "\\N" : String(uniformInt(rng, 1894, 2026));
    const end = type === "tvSeries" && uniformInt(rng, 0, 1) === 0 ? String(uniformInt(rng, 1950, 2026)) : "\\N";
    const runtime = uniformInt(rng, 0, 3) === 0 ? "\\N" : String(uniformInt(rng, 1, 240));
    const genres = uniformInt(rng, 0, 30) === 0 ? "\\N" : Array.from({ length: uniformInt(rng, 1, 3) }, () => pick(GENRES)).join(",");
    return `${tconst(i)}\t${type}\t${title}\t${original}\t${uniformInt(rng, 0, 50) === 0 ? 1 : 0}\t${start}\t${end}\t${runtime}\t${genres}\n`;
  };
  await write(path, chunked(header, options.rows, row), options.gzip ?? false);
};

/** A deterministic title.ratings TSV with `rows` data rows. */
export const writeTitleRatings = async (path: string, options: ImdbGeneratorOptions): Promise<void> => {
  const rng = xoroshiro128plus(options.seed);
  const row = (i: number): string => `${tconst(i)}\t${(uniformInt(rng, 10, 100) / 10).toFixed(1)}\t${uniformInt(rng, 5, 3_000_000)}\n`;
  await write(path, chunked("tconst\taverageRating\tnumVotes\n", options.rows, row), options.gzip ?? false);
};

/** `count` films the site already lists, spread over the tconsts of a `rows`-row generated catalogue. */
export const knownFilms = (rows: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: "film" as const,
    imdb: tconst((i + 1) * Math.floor(rows / count) - 1),
    slug: `known-${i + 1}`,
    title: `Known ${i + 1}`,
  }));
