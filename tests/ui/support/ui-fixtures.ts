import type { BasicInitialData } from "../../../domain/basic-initial-data.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { ListingPayload } from "../../../domain/listing-payload.ts";
import type { Show } from "../../../domain/show.ts";

const HOUR = 3_600_000;

export const channels: ReadonlyArray<Channel> = [
  {
    id: 1,
    name: "BBC One",
    slug: "bbc-one",
    logo: "/logos/bbc-one.svg",
    systems: [
      [1, 1],
      [3, 101],
    ],
    hd: false,
    n_shows: 3,
  },
  { id: 2, name: "Film4", slug: "film4", logo: "/logos/film4.svg", systems: [[1, 15]], hd: true, n_shows: 4 },
  { id: 3, name: "Sky Cinema", slug: "sky-cinema", logo: "/logos/sky-cinema.svg", systems: [[3, 301]], hd: true, n_shows: 2 },
];

export const film = (imdb: string, title: string, overrides: Partial<Film> = {}): Film => ({
  imdb,
  title,
  year: 1990,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  certificate: 2,
  genres: [1],
  languages: [1],
  length: 100,
  audi: 70,
  crit: 80,
  imdb_r: 7.2,
  synopsis_short: `${title} in one line.`,
  ...overrides,
});

export const films: ReadonlyArray<Film> = [
  film("tt01", "Alpha Adventure", { certificate: 1, genres: [1, 2], crit: 95 }),
  film("tt02", "Bravo Drama", { certificate: 4, genres: [3], crit: 40, languages: [1, 2] }),
  film("tt03", "A Christmas Tale", { certificate: 1, genres: [2], synopsis_short: "Snow at Christmas." }),
  film("tt04", "Delta Force Five", { certificate: 5, genres: [1] }),
];

// Shows start a little after `now` so that none is hidden as past.
export const showsFrom = (now: number, days: number): ReadonlyArray<Show> => {
  const shows: Array<Show> = [];
  let id = 1;
  for (let day = 0; day < days; day++)
    for (const [index, item] of films.entries()) {
      shows.push({ id: id++, f: item.imdb, time: now + day * 24 * HOUR + (index + 1) * HOUR, cs: [(index % 2) + 1] });
    }
  return shows;
};

export const listingPayload = (now: number, days: number): ListingPayload => ({
  channels,
  films,
  shows: showsFrom(now, days),
  date: "2026-11-20",
  tvseries: [],
});

export const basicInitialData = (now: number, banners: BasicInitialData["banners"] = []): BasicInitialData => ({
  channels,
  systems: [
    { id: 1, name: "Freeview", long_name: "Freeview (digital terrestrial)", logo: null },
    { id: 3, name: "Sky", long_name: "Sky", logo: null },
  ],
  streaming_services: [{ id: 1, name: "netflix", name_display: "Netflix", slug: "netflix", logo: null, available: true }],
  genres: [
    { id: 1, name: "Action", slug: "action" },
    { id: 2, name: "Comedy", slug: "comedy" },
    { id: 3, name: "Drama", slug: "drama" },
  ],
  languages: [
    { id: 1, name: "English" },
    { id: 2, name: "French" },
  ],
  certificates: [
    { id: 1, name: "U", rank: 1, description: "Universal", logo: null },
    { id: 2, name: "PG", rank: 2, description: "Parental guidance", logo: null },
    { id: 4, name: "15", rank: 5, description: "15 and over", logo: null },
    { id: 5, name: "18", rank: 6, description: "Adults only", logo: null },
  ],
  banners,
  adverts: [],
  serverTime: now,
  currentYear: new Date(now).getUTCFullYear(),
});
