import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { addDays, type LocalDate } from "../../../domain/local-date.ts";
import { instantAt, localClock } from "../../../domain/zoned-time.ts";
import type { DemoCatalogue, DemoChannel, DemoFilm, DemoSeries } from "./demo-catalogue.ts";
import { titleKeyOf } from "./demo-slug.ts";

export interface DemoShow {
  readonly titleKey: string;
  readonly time: number;
  readonly art: number | null;
  readonly channelSlugs: ReadonlyArray<string>;
  readonly serviceSlug: string | null;
  readonly link: string | null;
  readonly availability: string | null;
  readonly premiereSystemIds: ReadonlyArray<number>;
  readonly season: number | null;
  readonly episode: number | null;
  readonly nEpisodes: number | null;
  readonly episodeTitle: string | null;
  readonly subtitles: boolean;
  readonly audioDescribed: boolean;
  readonly signed: boolean;
}

export interface DemoWeekOptions {
  /** The broadcast date the week starts on (today, by UK 04:00 rule). */
  readonly firstDay: LocalDate;
  readonly zone: string;
  readonly seed: number;
  readonly days?: number;
}

const MINUTE = 60_000;

const christmasFilms = new WeakMap<DemoFilm, boolean>();
const isChristmasFilm = (film: DemoFilm): boolean => {
  const known = christmasFilms.get(film);
  if (known !== undefined) return known;
  const christmas = /christmas|xmas/i.test(`${film.title} ${film.synopsis_short}`);
  christmasFilms.set(film, christmas);
  return christmas;
};

const christmasWeight = (date: LocalDate): number => {
  if (date.month === 12 && date.day <= 26) return 6;
  if (date.month === 11 && date.day >= 15) return 1;
  return 0;
};

const familyCertificates = new Set(["U", "PG", "12A"]);
const childCertificates = new Set(["U", "PG"]);
const adultCertificates = new Set(["15", "18"]);

type FilmFilter = (film: DemoFilm) => boolean;

const hasGenre =
  (...genres: string[]): FilmFilter =>
  (film) =>
    film.genres.some((genre) => genres.includes(genre));
const forGrownUps =
  (...genres: string[]): FilmFilter =>
  (film) =>
    hasGenre(...genres)(film) && !hasGenre("Family", "Animation")(film);
const forChildren: FilmFilter = (film) => childCertificates.has(film.certificate);

// Each movie channel's identity: the films that belong on it.
const channelPools: Readonly<Record<string, FilmFilter>> = {
  "sky-cinema-premiere": (film) => film.year >= 2022,
  "sky-cinema-family": forChildren,
  "sky-cinema-animation": (film) => forChildren(film) && hasGenre("Animation")(film),
  "sky-cinema-action": forGrownUps("Action"),
  "sky-cinema-comedy": hasGenre("Comedy"),
  "sky-cinema-thriller": forGrownUps("Thriller", "Crime", "Mystery"),
  "sky-cinema-drama": forGrownUps("Drama", "Romance", "Biography"),
  "sky-cinema-sci-fi-horror": forGrownUps("Sci-Fi", "Horror"),
  "sky-cinema-greats": (film) => film.year < 2000,
  "sky-cinema-hits": (film) => film.year >= 2000 && (film.imdb_r ?? 0) >= 7,
  "talking-pictures-tv": (film) => film.year < 1985,
  legend: forGrownUps("Horror", "Thriller", "Sci-Fi"),
  "great-action": forGrownUps("Action", "Western", "War"),
  "great-romance": hasGenre("Romance", "Musical"),
};

const childrensChannels = new Set(["sky-cinema-family", "sky-cinema-animation"]);

// Freeview and Freesat in systems.json.
const FREE_TO_AIR_SYSTEMS = new Set([1, 2]);
const isFreeToAir = (channel: DemoChannel): boolean => channel.systems.some((entry) => FREE_TO_AIR_SYSTEMS.has(entry.system));

// Daytime (04:00-18:00) is for family certificates everywhere; 15 and 18 wait for 21:00 on free-to-air channels (the
// watershed), and also end at 04:00 there, so that a +1 channel an hour later still ends them before 05:30.
const certificateFits = (channel: DemoChannel, film: DemoFilm, hour: number): boolean => {
  if (childrensChannels.has(channel.slug) || channel.kind === "kids") return childCertificates.has(film.certificate);
  if (hour >= 4 && hour < 18) return familyCertificates.has(film.certificate);
  if (!adultCertificates.has(film.certificate)) return true;
  if (hour >= 4 && hour < 21) return film.certificate === "15" && !isFreeToAir(channel);
  return true;
};

/** The most recent films a channel showed, which it does not show again yet. */
const RECENT_FILMS = 8;

const noAdverts = (slug: string): boolean => slug.startsWith("bbc") || slug.startsWith("sky-cinema");

// Access services follow the start minute rather than the random generator, so the rest of the week stays as it was.
const accessServices = (time: number): Pick<DemoShow, "subtitles" | "audioDescribed" | "signed"> => {
  const slot = Math.floor(time / (5 * MINUTE));
  return { subtitles: slot % 10 !== 0, audioDescribed: slot % 4 === 0, signed: slot % 13 === 0 };
};

const roundUpTo5 = (minutes: number): number => Math.ceil(minutes / 5) * 5;

const showOf = (titleKey: string, time: number, details: Partial<Omit<DemoShow, "titleKey" | "time">>): DemoShow => ({
  titleKey,
  time,
  art: null,
  channelSlugs: [],
  serviceSlug: null,
  link: null,
  availability: null,
  premiereSystemIds: [],
  season: null,
  episode: null,
  nEpisodes: null,
  episodeTitle: null,
  subtitles: false,
  audioDescribed: false,
  signed: false,
  ...details,
});

class Scheduler {
  readonly shows: DemoShow[] = [];
  readonly premiered = new Set<string>();
  private readonly recentFilms = new Map<string, DemoFilm[]>();
  private readonly pools = new Map<string, ReadonlyArray<DemoFilm>>();
  private readonly rng: RandomGenerator;
  private readonly catalogue: DemoCatalogue;
  private readonly zone: string;
  private readonly channelBySlug: ReadonlyMap<string, DemoChannel>;

  constructor(catalogue: DemoCatalogue, zone: string, seed: number) {
    this.catalogue = catalogue;
    this.zone = zone;
    this.rng = xoroshiro128plus(seed);
    this.channelBySlug = new Map(catalogue.channels.map((channel) => [channel.slug, channel]));
  }

  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  chance(percent: number): boolean {
    return this.int(1, 100) <= percent;
  }

  pick<T>(items: ReadonlyArray<T>): T | undefined {
    return items.length === 0 ? undefined : items[this.int(0, items.length - 1)];
  }

  poolOf(channel: DemoChannel): ReadonlyArray<DemoFilm> {
    const cached = this.pools.get(channel.slug);
    if (cached !== undefined) return cached;
    const pool = channelPools[channel.slug];
    const films = pool === undefined ? this.catalogue.films : this.catalogue.films.filter(pool);
    this.pools.set(channel.slug, films);
    return films;
  }

  filmFor(channel: DemoChannel, time: number): DemoFilm | undefined {
    const local = localClock(time, this.zone);
    const date = local.hour < 4 ? addDays(local.date, -1) : local.date;
    const xmas = christmasWeight(date);
    const fitting = this.poolOf(channel).filter((film) => certificateFits(channel, film, local.hour) && (xmas > 0 || !isChristmasFilm(film)));
    const recent = this.recentFilms.get(channel.slug) ?? [];
    const fresh = fitting.filter((film) => !recent.includes(film));
    const candidates = fresh.length > 0 ? fresh : fitting.filter((film) => film !== recent.at(-1));
    const christmas = candidates.filter(isChristmasFilm);
    if (christmas.length > 0 && this.int(1, 20) <= xmas) return this.pick(christmas);
    return this.pick(candidates);
  }

  premiereSystems(channel: DemoChannel, film: DemoFilm): ReadonlyArray<number> {
    const key = titleKeyOf(film);
    if (this.premiered.has(key)) return [];
    const isPremiere = channel.slug === "sky-cinema-premiere" ? film.year >= 2023 : film.year >= 2016 && this.chance(35);
    if (!isPremiere) return [];
    this.premiered.add(key);
    return channel.systems.map((entry) => entry.system);
  }

  addFilm(channel: DemoChannel, film: DemoFilm, time: number): number {
    this.recentFilms.set(channel.slug, [...(this.recentFilms.get(channel.slug) ?? []), film].slice(-RECENT_FILMS));
    const art = noAdverts(channel.slug) ? film.length : roundUpTo5(film.length * 1.22 + 3);
    this.shows.push(
      showOf(titleKeyOf(film), time, { art, channelSlugs: [channel.slug], premiereSystemIds: this.premiereSystems(channel, film), ...accessServices(time) }),
    );
    return art;
  }

  addEpisode(channel: DemoChannel, series: DemoSeries, time: number, dayIndex: number, slot: number): number {
    const season = 1 + ((dayIndex + series.title.length) % Math.max(1, series.seasons));
    const episode = 1 + ((dayIndex * 2 + slot) % Math.max(1, series.episodes_per_season));
    const titles = series.episode_titles ?? [];
    const art = noAdverts(channel.slug) ? series.episode_length : roundUpTo5(series.episode_length * 1.25);
    this.shows.push(
      showOf(titleKeyOf(series), time, {
        art,
        channelSlugs: [channel.slug],
        season,
        episode,
        nEpisodes: series.episodes_per_season,
        episodeTitle: titles.length > 0 ? (titles[(season + episode) % titles.length] ?? null) : null,
      }),
    );
    return art;
  }

  at(date: LocalDate, hour: number, minute: number): number {
    return instantAt(date, hour, minute, this.zone);
  }

  /** Films back to back, through the night, from `from` until `until`. */
  fillFilmChannel(channel: DemoChannel, from: number, until: number) {
    for (let time = from; time < until;) {
      const film = this.filmFor(channel, time);
      if (film === undefined) {
        time += 15 * MINUTE;
        continue;
      }
      const art = this.addFilm(channel, film, time);
      time += roundUpTo5(art + this.int(0, 10)) * MINUTE;
    }
  }

  fillGeneralChannel(channel: DemoChannel, date: LocalDate, dayIndex: number) {
    const homeSeries = this.catalogue.series.filter((series) => series.home_channel === channel.slug);
    let eveningEnd = this.at(date, 20, 0);
    homeSeries.forEach((series, index) => {
      if ((dayIndex + index) % 3 === 0 || homeSeries.length <= 2) {
        const art = this.addEpisode(channel, series, eveningEnd, dayIndex, index);
        eveningEnd += roundUpTo5(art) * MINUTE;
      }
    });
    if (this.chance(55)) {
      const afternoon = this.at(date, 13, this.pick([30, 45]) ?? 30);
      const film = this.filmFor(channel, afternoon);
      if (film !== undefined) this.addFilm(channel, film, afternoon);
    }
    const late = Math.max(eveningEnd, this.at(date, 22, this.pick([40, 45, 50]) ?? 45));
    const lateFilm = this.filmFor(channel, late);
    if (lateFilm !== undefined && this.chance(channel.kind === "general" ? 70 : 50)) this.addFilm(channel, lateFilm, late);
    if (channel.kind === "general" && this.chance(40)) {
      const prime = this.at(date, 18, 30);
      const primeFilm = this.filmFor(channel, prime);
      if (primeFilm !== undefined && homeSeries.length === 0) this.addFilm(channel, primeFilm, prime);
    }
  }

  mirrorPlusOne(channel: DemoChannel, parentSlug: string, until: number) {
    const parentShows = this.shows.filter((show) => show.channelSlugs.includes(parentSlug) && show.time + 60 * MINUTE < until);
    for (const show of parentShows) {
      this.shows.push({ ...show, time: show.time + 60 * MINUTE, channelSlugs: [channel.slug], premiereSystemIds: [] });
    }
  }

  addStreaming(firstDay: LocalDate) {
    const time = this.at(firstDay, 4, 0);
    for (const service of this.catalogue.services) {
      if (!service.available) continue;
      const count = service.kind === "streaming" ? 36 : 22;
      const chosen = new Set<DemoFilm>();
      for (let tries = 0; chosen.size < count && tries < count * 10; tries++) {
        const film = this.pick(this.catalogue.films);
        if (film !== undefined && !(isChristmasFilm(film) && christmasWeight(firstDay) === 0)) chosen.add(film);
      }
      const seriesHere = this.catalogue.series.filter((series) => series.service === service.slug);
      const entries: ReadonlyArray<DemoFilm | DemoSeries> = [...chosen, ...seriesHere];
      for (const entry of entries) {
        const link = service.search_url.replace("{query}", encodeURIComponent(entry.title));
        const leaving = addDays(firstDay, this.int(5, 40));
        const availability =
          service.kind === "ondemand"
            ? `Available until ${leaving.day}/${leaving.month}/${leaving.year}`
            : this.chance(20)
              ? `Leaving ${leaving.day}/${leaving.month}/${leaving.year}`
              : "Included with subscription";
        this.shows.push(showOf(titleKeyOf(entry), time, { serviceSlug: service.slug, link, availability }));
      }
    }
  }

  channel(slug: string): DemoChannel | undefined {
    return this.channelBySlug.get(slug);
  }
}

/** A plausible, deterministic week of UK television built from the demo catalogue. */
export const generateDemoWeek = (catalogue: DemoCatalogue, options: DemoWeekOptions): ReadonlyArray<DemoShow> => {
  const scheduler = new Scheduler(catalogue, options.zone, options.seed);
  const days = options.days ?? 8;
  const sources = catalogue.channels.filter((channel) => channel.plus1_of === null);
  const start = scheduler.at(options.firstDay, 4, 0);
  const end = scheduler.at(addDays(options.firstDay, days), 4, 0);
  for (const channel of sources) if (channel.kind === "film") scheduler.fillFilmChannel(channel, start, end);
  for (let dayIndex = 0; dayIndex < days; dayIndex++) {
    const date = addDays(options.firstDay, dayIndex);
    for (const channel of sources) if (channel.kind !== "film") scheduler.fillGeneralChannel(channel, date, dayIndex);
  }
  for (const channel of catalogue.channels) {
    if (channel.plus1_of !== null && scheduler.channel(channel.plus1_of) !== undefined) scheduler.mirrorPlusOne(channel, channel.plus1_of, end);
  }
  scheduler.addStreaming(options.firstDay);
  return [...scheduler.shows].sort((a, b) => a.time - b.time);
};
