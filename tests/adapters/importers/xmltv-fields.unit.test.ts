import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFilm, splitTitleYear } from "../../../adapters/importers/xmltv/detect-film.ts";
import { applyOnscreen, applyXmltvNs } from "../../../adapters/importers/xmltv/parse-episode-num.ts";
import { parseXmltvTime } from "../../../adapters/importers/xmltv/parse-xmltv-time.ts";
import type { XmltvEpisode } from "../../../adapters/importers/xmltv/xmltv-record.ts";

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, "0");

const formatXmltv = (ms: number, offsetMinutes: number): string => {
  const d = new Date(ms + offsetMinutes * 60_000);
  const local = `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
  return `${local} ${offsetMinutes < 0 ? "-" : "+"}${pad(Math.trunc(offsetMinutes / 60))}${pad(offsetMinutes % 60)}`;
};

const xmltvNs = (value: string): XmltvEpisode => {
  const episode = {};
  applyXmltvNs(episode, value);
  return episode;
};

const onscreen = (value: string): XmltvEpisode => {
  const episode = {};
  applyOnscreen(episode, value);
  return episode;
};

describe("parseXmltvTime", () => {
  it.each([
    ["20261025013000 +0100", Date.UTC(2026, 9, 25, 0, 30)],
    ["20261025013000 +0000", Date.UTC(2026, 9, 25, 1, 30)],
    ["20260329013000 +0000", Date.UTC(2026, 2, 29, 1, 30)],
    ["20260329023000 +0100", Date.UTC(2026, 2, 29, 1, 30)],
    ["20261025013000", Date.UTC(2026, 9, 25, 1, 30)],
    ["202610250130", Date.UTC(2026, 9, 25, 1, 30)],
    ["20261025", Date.UTC(2026, 9, 25)],
    ["20261024230000 -0500", Date.UTC(2026, 9, 25, 4, 0)],
    ["20261025013000+01:00", Date.UTC(2026, 9, 25, 0, 30)],
    ["20261025013000 GMT", Date.UTC(2026, 9, 25, 1, 30)],
    ["20261025013000 BST", Date.UTC(2026, 9, 25, 0, 30)],
  ])("reads %s as the instant it names", (text, expected) => {
    expect(parseXmltvTime(text)).toBe(expected);
  });

  it.each(["2026-10-25 01:30", "20261325013000 +0000", "20260230120000", "20261025246000", "20261025013000 +2500", "tomorrow", ""])("rejects %j", (text) => {
    expect(parseXmltvTime(text)).toBeUndefined();
  });

  it("reads back any instant written in any whole-minute offset", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2090, 0, 1) / 1000 }),
        fc.integer({ min: -12 * 60, max: 14 * 60 }),
        (seconds, offset) => {
          expect(parseXmltvTime(formatXmltv(seconds * 1000, offset))).toBe(seconds * 1000);
        },
      ),
    );
  });
});

describe("episode numbers", () => {
  it.each<[string, XmltvEpisode]>([
    ["2/5.3/10.0/1", { season: 3, seasonsTotal: 5, episode: 4, episodesInSeason: 10, part: 1, partsTotal: 1 }],
    ["0.0.", { season: 1, episode: 1 }],
    [".11.", { episode: 12 }],
    ["..0/2", { part: 1, partsTotal: 2 }],
    [" 1 . 2/6 . ", { season: 2, episode: 3, episodesInSeason: 6 }],
    ["not.a.number", {}],
    ["1.2.3.4", {}],
  ])("reads xmltv_ns %j one-based", (value, expected) => {
    expect(xmltvNs(value)).toStrictEqual(expected);
  });

  it.each<[string, XmltvEpisode]>([
    ["S2E4", { onscreen: "S2E4", season: 2, episode: 4 }],
    ["S02 E04", { onscreen: "S02 E04", season: 2, episode: 4 }],
    ["Series 3, Episode 5/6", { onscreen: "Series 3, Episode 5/6", season: 3, episode: 5, episodesInSeason: 6 }],
    ["Season 1 Ep. 2", { onscreen: "Season 1 Ep. 2", season: 1, episode: 2 }],
    ["Episode 4 of 10", { onscreen: "Episode 4 of 10", episode: 4, episodesInSeason: 10 }],
    ["7/8", { onscreen: "7/8", episode: 7, episodesInSeason: 8 }],
    ["Christmas Special", { onscreen: "Christmas Special" }],
  ])("reads onscreen %j", (value, expected) => {
    expect(onscreen(value)).toStrictEqual(expected);
  });

  it("lets xmltv_ns numbers win over onscreen ones", () => {
    const episode = {};
    applyXmltvNs(episode, "1.3.");
    applyOnscreen(episode, "S9E9");
    expect(episode).toStrictEqual({ season: 2, episode: 4, onscreen: "S9E9" });
  });
});

describe("film marks", () => {
  it.each([
    ["The Godfather (1972)", { cleanTitle: "The Godfather", year: 1972 }],
    ["Blade Runner 2049 (2017)", { cleanTitle: "Blade Runner 2049", year: 2017 }],
    ["1917", { cleanTitle: "1917" }],
    ["(2019)", { cleanTitle: "(2019)" }],
    ["Room 101 (Series 3)", { cleanTitle: "Room 101 (Series 3)" }],
  ])("splits a trailing year off %j", (title, expected) => {
    expect(splitTitleYear(title)).toStrictEqual(expected);
  });

  it.each<[ReadonlyArray<string>, string | undefined, number | undefined, boolean, boolean]>([
    [["Film"], undefined, undefined, false, true],
    [["films"], undefined, undefined, false, true],
    [["MOVIE"], undefined, undefined, false, true],
    [["Feature Film"], undefined, undefined, false, true],
    [["Filmmaking"], undefined, undefined, false, false],
    [[], "1999", undefined, false, true],
    [[], "1999", undefined, true, false],
    [[], "19990101", undefined, false, false],
    [[], undefined, 1999, true, true],
  ])("decides categories %j, date %j, title year %j, episode numbered %j: film is %j", (categories, date, titleYear, numbered, expected) => {
    expect(isFilm(categories, date, titleYear, numbered)).toBe(expected);
  });
});
