import type { Channel } from "../../domain/channel.ts";
import type { ChannelSource } from "../../domain/channel-source.ts";
import type { Film } from "../../domain/film.ts";
import { DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import type { Certificate, Genre, Language } from "../../domain/lookups.ts";
import { buildListing, selectListing, type ListingInput } from "../../domain/select-listing.ts";
import { SORT_ORDERS } from "../../domain/sort-order.ts";
import { sortShows } from "../../domain/sort-shows.ts";
import type { Show } from "../../domain/show.ts";
import type { StreamingService } from "../../domain/streaming-service.ts";
import type { FlagSets } from "../../domain/user-flags.ts";

const TARGET_MS = 5;
const WARMUP_RUNS = 30;
const MEASURED_RUNS = 300;
const SHOW_COUNT = 10_000;
const FILM_COUNT = 2_000;
const CHANNEL_COUNT = 60;
const ZONE = "Europe/London";
const NOW = Date.parse("2025-06-11T12:00:00+01:00");
const HOUR = 3_600_000;

// mulberry32: a small seeded generator so every run sees the same week.
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
const random = seeded(20250611);
const integer = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const pick = <A>(items: ReadonlyArray<A>): A => items[integer(0, items.length - 1)] as A;
const maybe = <A>(probability: number, value: () => A): A | null => (random() < probability ? value() : null);

const WORDS = ["Night", "Christmas", "Last", "Red", "River", "Storm", "Xmas", "Love", "City", "Ghost", "King", "Secret"];

const certificates: ReadonlyArray<Certificate> = ["U", "PG", "12A", "12", "15", "18"].map((name, index) => ({
  id: index + 1,
  name,
  rank: index + 1,
  description: name,
  logo: null,
}));
const genres: ReadonlyArray<Genre> = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `Genre ${index + 1}` }));
const languages: ReadonlyArray<Language> = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: index === 0 ? "English" : `Language ${index + 1}`,
}));
const services: ReadonlyArray<StreamingService> = Array.from({ length: 6 }, (_, index) => ({
  id: index + 1,
  name: `service${index + 1}`,
  name_display: `Service ${index + 1}`,
  slug: `service-${index + 1}`,
  logo: null,
  available: true,
}));
const channels: ReadonlyArray<Channel> = Array.from({ length: CHANNEL_COUNT }, (_, index) => ({
  id: index + 1,
  name: `Channel ${index + 1}`,
  slug: `channel-${index + 1}`,
  logo: `channel-${index + 1}.png`,
  systems: [
    ...(index < 40 ? [[1, index + 1] as [number, number]] : []),
    ...(index >= 10 ? [[2, 100 + index] as [number, number]] : []),
    ...(index % 3 === 0 ? [[3, 200 + index] as [number, number]] : []),
  ],
  hd: index % 4 === 0,
}));
const films: ReadonlyArray<Film> = Array.from({ length: FILM_COUNT }, (_, index) => ({
  imdb: `tt${String(index + 1).padStart(7, "0")}`,
  title: `${pick(WORDS)} ${pick(WORDS)} ${index}`,
  year: maybe(0.95, () => integer(1920, 2025)),
  slug: `film-${index}`,
  certificate: maybe(0.9, () => integer(1, certificates.length)),
  genres: Array.from({ length: integer(0, 3) }, () => integer(1, genres.length)),
  languages: random() < 0.8 ? [1] : [1, integer(2, languages.length)],
  length: integer(75, 180),
  synopsis_short: `A ${pick(WORDS).toLowerCase()} story.`,
  audi: maybe(0.8, () => integer(10, 100)),
  crit: maybe(0.7, () => integer(0, 100)),
  imdb_r: maybe(0.9, () => integer(10, 95) / 10),
  api: random() < 0.1 ? `/api/tvseries/${index}/` : `/api/film/${index}/`,
}));
const shows: ReadonlyArray<Show> = Array.from({ length: SHOW_COUNT }, (_, id): Show => {
  const f = (films[integer(0, FILM_COUNT - 1)] as Film).imdb;
  if (random() < 0.1) return { id, f, time: NOW - integer(0, 24 * 30) * HOUR, s: integer(1, services.length), l: "https://example.com" };
  const first = integer(1, CHANNEL_COUNT);
  return {
    id,
    f,
    time: NOW - 4 * HOUR + integer(0, 8 * 24 * 60) * 60_000,
    cs: random() < 0.3 ? [first, integer(1, CHANNEL_COUNT)] : [first],
    art: integer(90, 200),
    p: random() < 0.05 ? [1, 2] : [],
    ...(random() < 0.05 ? { series: integer(1, 50) } : {}),
  };
});

const lookupStart = performance.now();
const lookup = makeListingLookup({ films, channels, genres, languages, certificates, services });
const lookupMs = performance.now() - lookupStart;

const keys = films.map((film) => film.imdb);
const flags: FlagSets = {
  watched: new Set(keys.filter((_, index) => index % 7 === 0)),
  notInterested: new Set(keys.filter((_, index) => index % 11 === 0)),
  alerts: new Set(keys.filter((_, index) => index % 13 === 0)),
};
const customChannelIds = channels.filter((channel) => channel.id % 2 === 0).map((channel) => channel.id);
const source = (kind: 0 | 1 | 2, id: number | null): ChannelSource => ({ kind, id });

const settings: ReadonlyArray<readonly [string, Partial<Filters>]> = [
  ["Freeview, all week, by show time", {}],
  ["Sky, today, by title", { system: source(1, 2), specific_day: 0, order: "title" }],
  ["Freeview, evening + HD, by average rating", { tonight: true, hd: true, order: "average rating" }],
  ["Streaming service, by average rating", { system: source(2, 3), order: "average rating" }],
  [
    "Hide flags + genre + year range + keyword, imdb reversed",
    {
      hide_watched: true,
      hide_not_interested: true,
      hide_alerts: true,
      genre: 3,
      released_from: 1980,
      released_to: 2010,
      keyword: "night",
      order: "imdb rating",
      order_reversed: true,
    },
  ],
  ["Custom list + series + on demand, by channel", { system: source(0, null), include_tvseries: true, ondemand: true, order: "channel" }],
  ["Timeline (include past), certificate 15, by category", { includePast: true, certificate: 5, order: "category" }],
];

const quantile = (sorted: ReadonlyArray<number>, q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

console.log(
  `Listing pipeline: ${SHOW_COUNT} shows, ${FILM_COUNT} films, ${CHANNEL_COUNT} channels; ${MEASURED_RUNS} runs each after ${WARMUP_RUNS} warm-up runs`,
);
console.log(`Lookup maps built once in ${lookupMs.toFixed(2)} ms`);
console.log(`Target: median < ${TARGET_MS} ms per full filter + sort pipeline\n`);

const medians: Array<number> = [];
for (const [label, filters] of settings) {
  const input: ListingInput = { shows, lookup, filters: { ...DEFAULT_FILTERS, ...filters }, flags, now: NOW, zone: ZONE, customChannelIds };
  let listed = 0;
  for (let run = 0; run < WARMUP_RUNS; run++) listed = buildListing(input).length;
  const times: Array<number> = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const start = performance.now();
    buildListing(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  medians.push(median);
  const verdict = median < TARGET_MS ? "ok" : "OVER TARGET";
  console.log(
    `${label.padEnd(58)} ${String(listed).padStart(5)} shows  median ${median.toFixed(3).padStart(7)} ms  p95 ${quantile(times, 0.95).toFixed(3).padStart(7)} ms  ${verdict}`,
  );
}
const medianMs = (work: () => unknown): number => {
  for (let run = 0; run < WARMUP_RUNS; run++) work();
  const times: Array<number> = [];
  for (let run = 0; run < MEASURED_RUNS; run++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return quantile(
    times.sort((a, b) => a - b),
    0.5,
  );
};

const widest: ListingInput = {
  shows,
  lookup,
  filters: { ...DEFAULT_FILTERS, include_tvseries: true, ondemand: true, system: source(0, null) },
  flags,
  now: NOW,
  zone: ZONE,
  customChannelIds,
};
const selected = selectListing(widest);
console.log(`\nParts, on the widest listing (${selected.length} shows):`);
console.log(
  `${"filter only".padEnd(24)} median ${medianMs(() => selectListing(widest))
    .toFixed(3)
    .padStart(7)} ms`,
);
for (const order of SORT_ORDERS) {
  console.log(
    `${`sort by ${order}`.padEnd(24)} median ${medianMs(() => sortShows(selected, order, false, lookup))
      .toFixed(3)
      .padStart(7)} ms`,
  );
}
const worst = Math.max(...medians);
console.log(`\nWorst median ${worst.toFixed(3)} ms (target < ${TARGET_MS} ms): ${worst < TARGET_MS ? "met" : "NOT met"}`);
