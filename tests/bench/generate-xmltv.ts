import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

export interface XmltvGeneratorOptions {
  readonly programmes: number;
  readonly channels: number;
  readonly seed: number;
  /** First programme start, UTC epoch milliseconds. */
  readonly startMs: number;
  readonly days?: number;
}

/** The words of the generator's titles: each title is two of them. */
export const TITLE_WORDS: ReadonlyArray<string> = [
  "Night",
  "Return",
  "Last",
  "Train",
  "London",
  "Secret",
  "Garden",
  "Storm",
  "King",
  "Island",
  "Blue",
  "River",
  "Dark",
  "Summer",
  "Winter",
  "House",
  "Fire",
  "Glass",
  "Shadow",
  "Road",
  "Queen",
  "Ghost",
  "Heart",
  "Stone",
  "Murder",
  "Bake",
  "Great",
  "British",
  "Escape",
  "Money",
  "Lost",
  "Empire",
  "Fast",
  "Furious",
  "Little",
  "Women",
];

/** Every title the generator can give a programme, as a catalogue that knows them all as series would have them. */
export const generatedTitles = (): ReadonlyArray<string> => TITLE_WORDS.flatMap((a) => TITLE_WORDS.map((b) => `${a} ${b}`));

/** The genre categories of the generator's programmes. */
export const GENRES: ReadonlyArray<string> = ["Drama", "Comedy", "Thriller", "Action", "Romance", "Documentary", "Crime", "Family", "Horror", "Sci-Fi"];
const BBFC = ["U", "PG", "12A", "12", "15", "18"];
const NAMES = ["Ann Hathaway", "Hugh Grant", "Idris Elba", "Olivia Colman", "Renée Zellweger", "Ralph Fiennes", "Kate Winslet", "Michael Caine"];
const SENTENCE = "A gripping tale of love, loss & redemption set against the backdrop of a changing Britain, as old friends meet again.";

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

const xmltvTime = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00 +0000`;
};

const escapeXml = (text: string): string => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/** Lines of a valid XMLTV document: `channels` channels sharing `programmes` programmes evenly over `days` days, a third of them films. */
async function* xmltvLines(options: XmltvGeneratorOptions): AsyncGenerator<string> {
  const rng = xoroshiro128plus(options.seed);
  const pick = <T>(items: ReadonlyArray<T>): T => items[uniformInt(rng, 0, items.length - 1)] as T;
  const days = options.days ?? 7;
  const perChannel = Math.ceil(options.programmes / options.channels);
  const slotMs = Math.floor((days * 86_400_000) / perChannel / 60_000) * 60_000;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv generator-info-name="tellyfilms-bench">\n';
  for (let c = 0; c < options.channels; c++) {
    yield `  <channel id="bench${c}.uk">\n    <display-name>Bench ${c}</display-name>\n    <icon src="https://example.invalid/logos/${c}.png"/>\n  </channel>\n`;
  }
  let written = 0;
  let buffer = "";
  for (let c = 0; c < options.channels && written < options.programmes; c++) {
    for (let i = 0; i < perChannel && written < options.programmes; i++, written++) {
      const start = options.startMs + i * slotMs;
      const title = `${pick(TITLE_WORDS)} ${pick(TITLE_WORDS)}`;
      const genre = pick(GENRES);
      const film = uniformInt(rng, 0, 2) === 0;
      let body = `  <programme start="${xmltvTime(start)}" stop="${xmltvTime(start + slotMs)}" channel="bench${c}.uk">\n`;
      if (film) {
        const year = uniformInt(rng, 1940, 2025);
        body += `    <title lang="en">${escapeXml(title)}</title>\n    <desc lang="en">${escapeXml(SENTENCE)}</desc>\n`;
        body += `    <credits>\n      <director>${pick(NAMES)}</director>\n      <actor>${pick(NAMES)}</actor>\n      <actor>${pick(NAMES)}</actor>\n    </credits>\n`;
        body += `    <date>${year}</date>\n    <category lang="en">Film</category>\n    <category lang="en">${genre}</category>\n`;
        body += `    <length units="minutes">${uniformInt(rng, 80, 150)}</length>\n`;
        body += `    <episode-num system="imdb.com">title/tt${pad(uniformInt(rng, 1, 9_999_999), 7)}/</episode-num>\n`;
        if (uniformInt(rng, 0, 3) === 0) body += "    <video>\n      <quality>HDTV</quality>\n    </video>\n";
        if (uniformInt(rng, 0, 9) === 0) body += "    <premiere/>\n";
        body += `    <subtitles type="teletext"/>\n    <rating system="BBFC">\n      <value>${pick(BBFC)}</value>\n    </rating>\n`;
        body += `    <star-rating>\n      <value>${uniformInt(rng, 1, 5)}/5</value>\n    </star-rating>\n`;
      } else {
        const season = uniformInt(rng, 0, 9);
        const episode = uniformInt(rng, 0, 11);
        body += `    <title lang="en">${escapeXml(title)}</title>\n    <sub-title lang="en">${pick(TITLE_WORDS)}</sub-title>\n`;
        body += `    <desc lang="en">${escapeXml(SENTENCE)}</desc>\n    <category lang="en">${genre}</category>\n`;
        body += `    <episode-num system="xmltv_ns">${season}.${episode}/12.</episode-num>\n`;
        body += `    <episode-num system="onscreen">S${season + 1}E${episode + 1}</episode-num>\n`;
        if (uniformInt(rng, 0, 1) === 0) body += "    <previously-shown/>\n";
      }
      buffer += body + "  </programme>\n";
      if (buffer.length > 65_536) {
        yield buffer;
        buffer = "";
      }
    }
  }
  yield `${buffer}</tv>\n`;
}

/** A deterministic large XMLTV document as a byte stream. */
export const generateXmltv = (options: XmltvGeneratorOptions): Readable => Readable.from(xmltvLines(options), { objectMode: false });

export const writeXmltvFile = async (path: string, options: XmltvGeneratorOptions): Promise<void> => pipeline(generateXmltv(options), createWriteStream(path));
