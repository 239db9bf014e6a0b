import { existsSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { addDays, formatIsoDate, type LocalDate } from "../../../domain/local-date.ts";
import { instantAt, localClock } from "../../../domain/zoned-time.ts";
import { loadDemoCatalogue, type DemoFilm } from "../../../adapters/importers/demo/demo-catalogue.ts";
import { slugOf, titleKeyOf } from "../../../adapters/importers/demo/demo-slug.ts";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { generateDemoWeek, type DemoShow } from "../../../adapters/importers/demo/generate-demo-week.ts";
import { similarFilms } from "../../../adapters/importers/demo/similar-films.ts";

const catalogue = loadDemoCatalogue();
const november = { year: 2026, month: 11, day: 20 };
const july = { year: 2026, month: 7, day: 1 };
const week = generateDemoWeek(catalogue, { firstDay: november, zone: LONDON, seed: 7 });
const live = week.filter((show) => show.channelSlugs.length > 0);
const christmasKeys = new Set(catalogue.films.filter((film) => /christmas|xmas/i.test(`${film.title} ${film.synopsis_short}`)).map(titleKeyOf));

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

describe("the demo extras", () => {
  it("advertise premium with the site's own premium page and only what premium gives: no adverts", () => {
    const premium = catalogue.extras.adverts.find((advert) => advert.name === "Go Premium");
    expect(premium?.url).toBe(pathFor("Profile Page"));
    expect(premium?.text).toMatch(/no adverts/);
    expect(premium?.text).not.toMatch(/alert/i);
  });

  it("ship an icon with the web app for every other app", () => {
    for (const app of catalogue.extras.apps) expect(existsSync(path.join("ui", "public", "apps", `${slugOf(app.name)}.svg`)), app.name).toBe(true);
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
});

const MINUTE = 60_000;
const filmsByKey = new Map(catalogue.films.map((film) => [titleKeyOf(film), film]));
const channelBySlug = new Map(catalogue.channels.map((channel) => [channel.slug, channel]));
const FREEVIEW = 1;
const FREESAT = 2;

interface WeekStart {
  readonly firstDay: LocalDate;
  readonly seed: number;
}

const weeks = new Map<string, ReadonlyArray<DemoShow>>();
const weekOf = ({ firstDay, seed }: WeekStart): ReadonlyArray<DemoShow> => {
  const key = `${formatIsoDate(firstDay)}/${seed}`;
  const cached = weeks.get(key) ?? generateDemoWeek(catalogue, { firstDay, zone: LONDON, seed });
  weeks.set(key, cached);
  return cached;
};

const arbWeekStart: fc.Arbitrary<WeekStart> = fc.record({
  firstDay: fc.date({ min: new Date(Date.UTC(2025, 0, 1)), max: new Date(Date.UTC(2030, 11, 31)), noInvalidDate: true }).map((date) => ({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  })),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

// Weeks over the clock changes: the last Sundays of March and October 2026 fall mid-week, in 2027 on the first day.
const clockChangeWeeks: Array<[WeekStart]> = [
  [{ firstDay: { year: 2026, month: 3, day: 26 }, seed: 20_141_225 }],
  [{ firstDay: { year: 2026, month: 10, day: 22 }, seed: 20_141_225 }],
  [{ firstDay: { year: 2027, month: 3, day: 28 }, seed: 7 }],
  [{ firstDay: { year: 2027, month: 10, day: 31 }, seed: 7 }],
];

const holdsForEveryWeek = (law: (week: ReadonlyArray<DemoShow>, start: WeekStart) => void) =>
  fc.assert(
    fc.property(arbWeekStart, (start) => law(weekOf(start), start)),
    { numRuns: 2, examples: clockChangeWeeks },
  );

const filmOf = (show: DemoShow): DemoFilm | undefined => filmsByKey.get(show.titleKey);
const channelOf = (show: DemoShow): string => show.channelSlugs[0] ?? "";
const onChannels = (week: ReadonlyArray<DemoShow>): ReadonlyMap<string, ReadonlyArray<DemoShow>> =>
  Map.groupBy(
    week.filter((show) => show.channelSlugs.length > 0),
    channelOf,
  );
const minuteOfDay = (time: number): number => {
  const local = localClock(time, LONDON);
  return local.hour * 60 + local.minute;
};
const describeShow = (show: DemoShow): string =>
  `${show.titleKey} (${filmOf(show)?.certificate ?? "series"}) on ${channelOf(show)} at ${new Date(show.time).toISOString()}`;

const genreChannels: Readonly<Record<string, ReadonlyArray<string>>> = {
  "sky-cinema-action": ["Action"],
  "sky-cinema-animation": ["Animation"],
  "sky-cinema-comedy": ["Comedy"],
  "sky-cinema-drama": ["Drama", "Romance", "Biography"],
  "sky-cinema-sci-fi-horror": ["Sci-Fi", "Horror"],
  "sky-cinema-thriller": ["Thriller", "Crime", "Mystery"],
  legend: ["Horror", "Thriller", "Sci-Fi"],
  "great-action": ["Action", "Western", "War"],
  "great-romance": ["Romance", "Musical"],
};
const grownUpChannels = ["sky-cinema-action", "sky-cinema-sci-fi-horror", "sky-cinema-thriller", "legend"];
const familyChannels = ["sky-cinema-family", "sky-cinema-animation"];

describe("every generated demo week, for any date and seed", () => {
  it("shows no 15 or 18 film on a free-to-air channel between 05:30 and the 21:00 watershed (UK time)", () => {
    holdsForEveryWeek((week) => {
      const beforeWatershed = week.filter((show) => {
        const systems = channelBySlug.get(channelOf(show))?.systems.map((entry) => entry.system) ?? [];
        const freeToAir = systems.includes(FREEVIEW) || systems.includes(FREESAT);
        const minute = minuteOfDay(show.time);
        return freeToAir && ["15", "18"].includes(filmOf(show)?.certificate ?? "") && minute >= 5 * 60 + 30 && minute < 21 * 60;
      });
      expect(beforeWatershed.map(describeShow)).toEqual([]);
    });
  });

  it("shows only U and PG films on the family movie channels", () => {
    holdsForEveryWeek((week) => {
      const unsuitable = week.filter((show) => familyChannels.includes(channelOf(show)) && !["U", "PG"].includes(filmOf(show)?.certificate ?? ""));
      expect(unsuitable.map(describeShow)).toEqual([]);
    });
  });

  it("keeps each genre movie channel to films of its genres, and family films off its grown-up ones", () => {
    holdsForEveryWeek((week) => {
      const offGenre = week.filter((show) => {
        const genres = genreChannels[channelOf(show)];
        return genres !== undefined && !(filmOf(show)?.genres.some((genre) => genres.includes(genre)) ?? false);
      });
      const familyOnGrownUp = week.filter((show) => grownUpChannels.includes(channelOf(show)) && (filmOf(show)?.genres.includes("Family") ?? false));
      expect([...offGenre, ...familyOnGrownUp].map(describeShow)).toEqual([]);
    });
  });

  it("never shows a film twice in a row on one channel", () => {
    holdsForEveryWeek((week) => {
      const repeats = [...onChannels(week).values()].flatMap((shows) =>
        shows.slice(1).filter((show, index) => filmOf(show) !== undefined && show.titleKey === shows[index]?.titleKey),
      );
      expect(repeats.map(describeShow)).toEqual([]);
    });
  });

  it("has a film on air, or starting within 15 minutes, on every movie channel at 03:00, 05:00 and 07:00 every night", () => {
    holdsForEveryWeek((week, { firstDay }) => {
      const byChannel = onChannels(week);
      const dark = catalogue.channels
        .filter((channel) => channel.kind === "film")
        .flatMap((channel) =>
          [1, 2, 3, 4, 5, 6, 7].flatMap((day) =>
            [3, 5, 7]
              .map((hour) => instantAt(addDays(firstDay, day), hour, 0, LONDON))
              .filter((at) => !(byChannel.get(channel.slug) ?? []).some((show) => show.time <= at + 15 * MINUTE && show.time + (show.art ?? 0) * MINUTE >= at))
              .map((at) => `${channel.slug} at ${new Date(at).toISOString()}`),
          ),
        );
      expect(dark).toEqual([]);
    });
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
