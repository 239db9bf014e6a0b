import { createReadStream, readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImportFileError } from "../../../adapters/importers/import-file-error.ts";
import { readXmltv } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import type { XmltvProgramme, XmltvRecord } from "../../../adapters/importers/xmltv/xmltv-record.ts";

const fixture = (file: string): Buffer => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));

const readChunks = async (name: string, chunks: ReadonlyArray<Buffer | string>): Promise<Array<XmltvRecord>> => {
  const records: Array<XmltvRecord> = [];
  for await (const record of readXmltv({ name, stream: Readable.from(chunks) })) records.push(record);
  return records;
};

const read = (file: string): Promise<Array<XmltvRecord>> => readChunks(`fixtures/${file}`, [fixture(file)]);

const programmes = async (file: string): Promise<Array<XmltvProgramme>> => (await read(file)).filter((r): r is XmltvProgramme => r.kind === "programme");

const programme = async (file: string, title: string, channelId = "film4.uk"): Promise<XmltvProgramme> => {
  const found = (await programmes(file)).find((p) => p.title === title && p.channelId === channelId);
  if (found === undefined) throw new Error(`no programme "${title}" on ${channelId} in ${file}`);
  return found;
};

const failure = async (file: string): Promise<ImportFileError> => {
  try {
    await read(file);
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error(`${file} was read without an error`);
};

const splitAt = (bytes: Buffer, cuts: ReadonlyArray<number>): Array<Buffer> => {
  const points = [...new Set(cuts.map((c) => c % bytes.length))].sort((a, b) => a - b);
  return [...points, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : points[i - 1], end)).filter((b) => b.length > 0);
};

const quiet = {
  hd: false,
  premiere: false,
  previouslyShown: false,
  isNew: false,
  lastChance: false,
  subtitles: false,
  signed: false,
  audioDescribed: false,
};

describe("readXmltv", () => {
  it("reads channels with every display name, their icon and their line, including +1 channels", async () => {
    const channels = (await read("uk-listings.xml")).filter((r) => r.kind === "channel");
    expect(channels).toStrictEqual([
      { kind: "channel", id: "film4.uk", displayNames: ["Film4"], icon: "https://example.invalid/logos/film4.png", line: 4 },
      { kind: "channel", id: "film4plus1.uk", displayNames: ["Film4 +1"], line: 8 },
      { kind: "channel", id: "bbcone.uk", displayNames: ["BBC One", "BBC One HD"], line: 11 },
    ]);
  });

  it("reads a film with credits, ids, HD, subtitles, its BBFC rating and a star rating on a 0-10 scale", async () => {
    expect(await programme("uk-listings.xml", "The Godfather (1972)")).toStrictEqual({
      kind: "programme",
      channelId: "film4.uk",
      start: Date.UTC(2026, 9, 24, 20, 0),
      stop: Date.UTC(2026, 9, 24, 23, 30),
      title: "The Godfather (1972)",
      cleanTitle: "The Godfather",
      desc: "Coppola’s epic crime drama & family saga, for £0 on Film4.",
      directors: ["Francis Ford Coppola"],
      actors: ["Marlon Brando", "Al Pacino"],
      characters: ["Vito Corleone", null],
      date: "1972",
      year: 1972,
      categories: ["Film", "Crime"],
      lengthMinutes: 175,
      icon: "https://example.invalid/godfather.jpg",
      imdbId: "tt0068646",
      ...quiet,
      hd: true,
      subtitles: true,
      bbfc: "15",
      starRating: 10,
      isFilm: true,
      line: 15,
    });
  });

  it("reads an episode's one-based numbers from zero-based xmltv_ns and keeps the onscreen text", async () => {
    expect(await programme("uk-listings.xml", "Doctor Who", "bbcone.uk")).toStrictEqual({
      kind: "programme",
      channelId: "bbcone.uk",
      start: Date.UTC(2026, 9, 25, 19, 0),
      stop: Date.UTC(2026, 9, 25, 20, 0),
      title: "Doctor Who",
      cleanTitle: "Doctor Who",
      subTitle: "The Return",
      desc: "The Doctor lands in Cardiff.",
      directors: ["Rachel Talalay"],
      actors: [],
      date: "20261025",
      year: 2026,
      categories: ["Drama"],
      episode: { season: 3, seasonsTotal: 5, episode: 4, episodesInSeason: 10, part: 1, partsTotal: 1, onscreen: "S3 E4" },
      ...quiet,
      hd: true,
      isNew: true,
      subtitles: true,
      signed: true,
      audioDescribed: true,
      isFilm: false,
      line: 77,
    });
  });

  it("converts local times on both sides of the October 2026 clock change to UTC by their offsets", async () => {
    const times = (await programmes("uk-listings.xml")).map((p) => [p.channelId, p.title, p.start, p.stop]);
    expect(times.slice(0, 6)).toStrictEqual([
      ["film4.uk", "The Godfather (1972)", Date.UTC(2026, 9, 24, 20, 0), Date.UTC(2026, 9, 24, 23, 30)],
      ["film4.uk", "Local Hero", Date.UTC(2026, 9, 24, 23, 30), Date.UTC(2026, 9, 25, 1, 0)],
      ["film4plus1.uk", "Local Hero", Date.UTC(2026, 9, 25, 0, 30), Date.UTC(2026, 9, 25, 2, 30)],
      ["film4.uk", "Fast & Furious", Date.UTC(2026, 9, 25, 1, 30), Date.UTC(2026, 9, 25, 3, 0)],
      ["film4.uk", "Brief Encounter (1945)", Date.UTC(2026, 9, 25, 14, 0), undefined],
      ["film4.uk", "Whisky Galore!", Date.UTC(2026, 9, 25, 16, 0), Date.UTC(2026, 9, 25, 17, 30)],
    ]);
  });

  it("tells the two 01:30 showings on the night the clocks go back apart by their offsets", async () => {
    const plusOne = await programme("uk-listings.xml", "Local Hero", "film4plus1.uk");
    const later = await programme("uk-listings.xml", "Fast & Furious");
    expect(later.start - plusOne.start).toBe(60 * 60_000);
  });

  it("recognises films by category, 4-digit date and (YYYY) title, but not a dated series episode", async () => {
    const films = (await programmes("uk-listings.xml")).map((p) => [p.channelId, p.cleanTitle, p.isFilm, p.year]);
    expect(films).toStrictEqual([
      ["film4.uk", "The Godfather", true, 1972],
      ["film4.uk", "Local Hero", true, undefined],
      ["film4plus1.uk", "Local Hero", true, undefined],
      ["film4.uk", "Fast & Furious", true, undefined],
      ["film4.uk", "Brief Encounter", true, 1945],
      ["film4.uk", "Whisky Galore!", true, 1949],
      ["film4.uk", "Paddington", true, undefined],
      ["bbcone.uk", "Doctor Who", false, 2026],
      ["bbcone.uk", "Only Fools and Horses", false, 1985],
      ["bbcone.uk", "Antiques Roadshow", false, undefined],
    ]);
  });

  it("keeps premieres, last chances, TMDb ids and lengths in hours on the show", async () => {
    const premiere = await programme("uk-listings.xml", "Local Hero");
    expect([premiere.premiere, premiere.tmdbId, premiere.tmdbKind, premiere.bbfc]).toStrictEqual([true, 11235, "movie", "PG"]);
    const plusOne = await programme("uk-listings.xml", "Local Hero", "film4plus1.uk");
    expect(plusOne.premiere).toBe(true);
    const lastChance = await programme("uk-listings.xml", "Fast & Furious");
    expect([lastChance.lastChance, lastChance.tmdbId, lastChance.tmdbKind, lastChance.lengthMinutes]).toStrictEqual([true, 13804, undefined, 120]);
    expect((await programme("uk-listings.xml", "Brief Encounter (1945)")).starRating).toBe(8);
  });

  it("reads onscreen-only episode numbers such as 'Series 49, Episode 12/20'", async () => {
    const roadshow = await programme("uk-listings.xml", "Antiques Roadshow", "bbcone.uk");
    expect([roadshow.episode, roadshow.previouslyShown]).toStrictEqual([
      { onscreen: "Series 49, Episode 12/20", season: 49, episode: 12, episodesInSeason: 20 },
      true,
    ]);
  });

  it("decodes an ISO-8859-1 file, including £, accents and windows-1252 quotes", async () => {
    const [amelie, volver] = await programmes("latin1-listings.xml");
    expect(amelie).toStrictEqual({
      kind: "programme",
      channelId: "film4.uk",
      start: Date.UTC(2026, 9, 23, 19, 0),
      stop: Date.UTC(2026, 9, 23, 21, 0),
      title: "Amélie (2001)",
      cleanTitle: "Amélie",
      desc: "Whimsical Parisian romance. Tickets from £5 at the café.",
      directors: ["Jean-Pierre Jeunet"],
      actors: ["Audrey Tautou"],
      year: 2001,
      categories: ["Film"],
      ...quiet,
      bbfc: "15",
      isFilm: true,
      line: 7,
    });
    expect(volver?.desc).toBe("Pedro Almodóvar directs Penélope Cruz. The Director’s Cut.");
  });

  it("gives the same records however the bytes are split into chunks", async () => {
    for (const file of ["uk-listings.xml", "latin1-listings.xml"]) {
      const bytes = fixture(file);
      const whole = await read(file);
      await fc.assert(
        fc.asyncProperty(fc.array(fc.nat(), { maxLength: 40 }), async (cuts) => {
          expect(await readChunks(`fixtures/${file}`, splitAt(bytes, cuts))).toStrictEqual(whole);
        }),
        { numRuns: 30 },
      );
    }
  });

  it("reads a file fed one byte at a time", async () => {
    for (const file of ["uk-listings.xml", "latin1-listings.xml"]) {
      const bytes = fixture(file);
      const bytewise = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
      expect(await readChunks(`fixtures/${file}`, bytewise)).toStrictEqual(await read(file));
    }
  });

  it("reads text chunks as given by a stdin set to UTF-8", async () => {
    const text = fixture("uk-listings.xml").toString("utf8");
    expect(await readChunks("stdin", [text.slice(0, 500), text.slice(500)])).toStrictEqual(await readChunks("stdin", [fixture("uk-listings.xml")]));
  });
});

describe("readXmltv on a bad file", () => {
  it.each([
    ["malformed.xml", 9, "malformed XML: unclosed tag <title> (opened at line 7)"],
    ["truncated.xml", 6, "malformed XML: unclosed tag <programme> (the file ends at line 8)"],
    ["bad-time.xml", 6, 'bad start time "2026-10-25 20:00" (expected YYYYMMDDhhmmss ±hhmm)'],
    ["unknown-encoding.xml", 1, 'unknown encoding "KLINGON-1" in the XML declaration'],
    ["missing-channel.xml", 7, '<programme> without a channel="..." attribute'],
    ["not-xmltv.xml", 2, "not an XMLTV file: the root element is <rss>, not <tv>"],
    ["mislabelled-latin1.xml", 4, 'invalid UTF-8 byte sequence (if the file is Latin-1, its XML declaration should say encoding="ISO-8859-1")'],
  ])("fails on %s naming the file and line %i", async (file, line, reason) => {
    const error = await failure(file);
    expect([error.file, error.line, error.reason]).toStrictEqual([`fixtures/${file}`, line, reason]);
    expect(error.message).toBe(`fixtures/${file}:${line}: ${reason}`);
  });

  it("fails on an empty file", async () => {
    await expect(readChunks("empty.xml", [])).rejects.toThrow("empty.xml:1: malformed XML: document must contain a root element");
  });

  it("fails on a file that cannot be opened, naming it", async () => {
    const missing = fileURLToPath(new URL("./fixtures/no-such-file.xml", import.meta.url));
    const reading = (async () => {
      for await (const _ of readXmltv({ name: "fixtures/no-such-file.xml", stream: createReadStream(missing) })) return;
    })();
    await expect(reading).rejects.toThrow(/^fixtures\/no-such-file\.xml:1: cannot read the file: ENOENT/);
  });

  it("fails on a programme without a title", async () => {
    const xml = '<tv>\n<programme start="20261025180000" channel="a">\n<desc>x</desc>\n</programme>\n</tv>\n';
    await expect(readChunks("untitled.xml", [xml])).rejects.toThrow("untitled.xml:2: <programme> without a <title>");
  });
});

describe("readXmltv on the quirks of UK grabbers", () => {
  it("reads a Radio Times feed declared ISO-8859-1 whose bytes are UTF-8 as UTF-8, and says so once", async () => {
    const records = await read("rt-style-listings.xml");
    expect(records.filter((record) => record.kind === "notice")).toStrictEqual([
      { kind: "notice", message: 'the file declares encoding="ISO-8859-1" but its bytes are UTF-8: read as UTF-8', line: 17 },
    ]);
    const mummy = await programme("rt-style-listings.xml", "The Mummy (1999)");
    expect(mummy.actors).toStrictEqual(["Brendan Fraser", "Rachel Weisz"]);
    expect(mummy.characters).toStrictEqual(["Rick O’Connell", "Evelyn O’Connell"]);
  });

  it("reads the feed the same however its bytes are split into chunks", async () => {
    const bytes = fixture("rt-style-listings.xml");
    const whole = await read("rt-style-listings.xml");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 6 }), async (cuts) => {
        expect(await readChunks("fixtures/rt-style-listings.xml", splitAt(bytes, cuts))).toStrictEqual(whole);
      }),
      { numRuns: 40 },
    );
  });

  it("still reads a real Latin-1 file declared ISO-8859-1 as Latin-1, without a notice", async () => {
    const records = await read("latin1-listings.xml");
    expect(records.some((record) => record.kind === "notice")).toBe(false);
  });

  it('splits Radio Times "Role - Actor" credits into person and character, keeping plain names', async () => {
    const job = await programme("rt-style-listings.xml", "The Italian Job (1969)", "itv1.uk");
    expect(job).toMatchObject({ cleanTitle: "The Italian Job", year: 1969, isFilm: true, directors: ["Peter Collinson"] });
    expect(job.actors).toStrictEqual(["Michael Caine", "Noël Coward", "Benny Hill"]);
    expect(job.characters).toStrictEqual(["Charlie Croker", "Mr Bridger", null]);
  });

  it("reads episodes of series from xmltv_ns and onscreen numbers, with no film signs", async () => {
    const vera = await programme("rt-style-listings.xml", "Vera", "itv1.uk");
    expect(vera).toMatchObject({ isFilm: false, subTitle: "Witch Way", episode: { season: 13, episode: 2, episodesInSeason: 4 } });
    const corrie = await programme("rt-style-listings.xml", "Coronation Street", "itv1.uk");
    expect(corrie).toMatchObject({ isFilm: false, episode: { episode: 11732, onscreen: "Episode 11732" } });
  });

  it("reads the original language before the spoken one", async () => {
    expect((await programme("rt-style-listings.xml", "Amélie (2001)")).languages).toStrictEqual(["French", "English"]);
    expect((await programme("rt-style-listings.xml", "Coronation Street", "itv1.uk")).languages).toStrictEqual(["English"]);
  });

  it("reads a uk_freeview feed: role attributes, spaced xmltv_ns numbers, the year as <date>", async () => {
    const philadelphia = await programme("freeview-listings.xml", "Philadelphia", "4164");
    expect(philadelphia).toMatchObject({ year: 1993, isFilm: true, actors: ["Tom Hanks", "Denzel Washington"], characters: ["Andrew Beckett", "Joe Miller"] });
    const who = await programme("freeview-listings.xml", "Doctor Who", "4164");
    expect(who).toMatchObject({ isFilm: false, episode: { season: 14, episode: 3 } });
  });
});
