import { describe, expect, it } from "vitest";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { localClock } from "../../../domain/zoned-time.ts";
import { loadDemoCatalogue } from "../../../adapters/importers/demo/demo-catalogue.ts";
import { titleKeyOf } from "../../../adapters/importers/demo/demo-slug.ts";
import { generateDemoWeek, type DemoShow } from "../../../adapters/importers/demo/generate-demo-week.ts";
import { instantAt } from "../../../domain/zoned-time.ts";
import { similarFilms } from "../../../adapters/importers/demo/similar-films.ts";

const catalogue = loadDemoCatalogue();
const november = { year: 2026, month: 11, day: 20 };
const july = { year: 2026, month: 7, day: 1 };
const week = generateDemoWeek(catalogue, { firstDay: november, zone: LONDON, seed: 7 });
const live = week.filter((show) => show.channelSlugs.length > 0);
const christmasKeys = new Set(
  catalogue.films.filter((film) => /christmas|xmas/i.test(`${film.title} ${film.synopsis_short}`)).map(titleKeyOf),
);

describe("the demo catalogue", () => {
  it("holds at least 250 films, 30 series, 40 channels and 8 streaming services", () => {
    expect(catalogue.films.length).toBeGreaterThanOrEqual(250);
    expect(catalogue.series.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.channels.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.services.length).toBeGreaterThanOrEqual(8);
  });

  it("gives every title a unique key and every channel a platform", () => {
    const keys = [...catalogue.films, ...catalogue.series].map(titleKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(catalogue.channels.every((channel) => channel.systems.length > 0)).toBe(true);
  });
});

describe("the generated demo week", () => {
  it("is the same week for the same seed and date", () => {
    expect(generateDemoWeek(catalogue, { firstDay: november, zone: LONDON, seed: 7 })).toEqual(week);
  });

  it("lies within the eight broadcast days from 04:00 on the first day", () => {
    const start = instantAt(november, 4, 0, LONDON);
    const end = instantAt({ year: 2026, month: 11, day: 28 }, 4, 0, LONDON);
    expect(week.every((show) => show.time >= start && show.time < end)).toBe(true);
  });

  it("never overlaps two shows on one channel", () => {
    const byChannel = new Map<string, DemoShow[]>();
    for (const show of live) byChannel.set(show.channelSlugs[0] ?? "", [...(byChannel.get(show.channelSlugs[0] ?? "") ?? []), show]);
    for (const shows of byChannel.values()) {
      const sorted = [...shows].sort((a, b) => a.time - b.time);
      sorted.slice(1).forEach((show, index) => {
        const previous = sorted[index] as DemoShow;
        expect(show.time).toBeGreaterThanOrEqual(previous.time + (previous.art ?? 0) * 60_000);
      });
    }
  });

  it("repeats each +1 channel's parent an hour later", () => {
    const parent = live.filter((show) => show.channelSlugs[0] === "film4");
    const plusOne = live.filter((show) => show.channelSlugs[0] === "film4-plus-1");
    expect(plusOne.map((show) => [show.titleKey, show.time])).toEqual(parent.map((show) => [show.titleKey, show.time + 3_600_000]));
  });

  it("puts films on film channels mostly in the afternoon and evening, with premieres and a streaming catalogue", () => {
    const evening = live.filter((show) => localClock(show.time, LONDON).hour >= 18);
    expect(evening.length).toBeGreaterThan(live.length / 4);
    expect(live.some((show) => show.premiereSystemIds.length > 0)).toBe(true);
    const streaming = week.filter((show) => show.serviceSlug !== null);
    expect(new Set(streaming.map((show) => show.serviceSlug)).size).toBeGreaterThanOrEqual(8);
    expect(streaming.every((show) => show.link?.startsWith("https://") && show.availability !== null)).toBe(true);
  });

  it("shows series episodes with season and episode numbers", () => {
    const episodes = live.filter((show) => show.season !== null);
    expect(episodes.length).toBeGreaterThan(20);
    expect(episodes.every((show) => (show.episode ?? 0) >= 1 && (show.nEpisodes ?? 0) >= (show.episode ?? 0))).toBe(true);
  });

  it("schedules Christmas films in the run-up to Christmas and not in summer", () => {
    expect(live.some((show) => christmasKeys.has(show.titleKey))).toBe(true);
    const summer = generateDemoWeek(catalogue, { firstDay: july, zone: LONDON, seed: 7 });
    expect(summer.some((show) => christmasKeys.has(show.titleKey))).toBe(false);
  });

  it("keeps 18-certificate films out of daytime", () => {
    const adultKeys = new Set(catalogue.films.filter((film) => film.certificate === "18").map(titleKeyOf));
    const daytimeAdult = live.filter((show) => {
      const hour = localClock(show.time, LONDON).hour;
      return adultKeys.has(show.titleKey) && hour >= 4 && hour < 21 && !show.channelSlugs[0]?.endsWith("plus-1");
    });
    expect(daytimeAdult).toEqual([]);
  });
});

describe("similar demo films", () => {
  it("lists up to seven other films sharing a genre, the closest matches first", () => {
    const similar = similarFilms(catalogue.films);
    for (const [film, others] of similar) {
      expect(others.length).toBeLessThanOrEqual(7);
      expect(others).not.toContain(film);
      expect(others.every((other) => other.genres.some((genre) => film.genres.includes(genre)))).toBe(true);
    }
    const paddington = catalogue.films.find((film) => film.title === "Paddington 2");
    expect(similar.get(paddington as (typeof catalogue.films)[number])?.length).toBe(7);
  });
});
