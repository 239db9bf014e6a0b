import type { Channel } from "../../domain/channel.ts";
import type { Film } from "../../domain/film.ts";
import { DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";
import { makeListingLookup, type ListingLookup } from "../../domain/listing-lookup.ts";
import type { Certificate, Genre, Language } from "../../domain/lookups.ts";
import type { ListingInput } from "../../domain/select-listing.ts";
import type { Show } from "../../domain/show.ts";
import type { StreamingService } from "../../domain/streaming-service.ts";
import type { FlagSets } from "../../domain/user-flags.ts";

export const ZONE = "Europe/London";
export const SKY = 2;

export const at = (isoWithOffset: string): number => {
  const instant = Date.parse(isoWithOffset);
  if (Number.isNaN(instant)) throw new Error(`bad instant ${isoWithOffset}`);
  return instant;
};

export const minutes = (count: number): number => count * 60_000;
export const hours = (count: number): number => count * 3_600_000;

export const certificates: ReadonlyArray<Certificate> = [
  { id: 1, name: "U", rank: 1, description: "Universal", logo: null },
  { id: 2, name: "PG", rank: 2, description: "Parental guidance", logo: null },
  { id: 3, name: "12A", rank: 3, description: "12 accompanied", logo: null },
  { id: 4, name: "15", rank: 5, description: "15 and over", logo: null },
  { id: 5, name: "18", rank: 6, description: "Adults only", logo: null },
];

export const genres: ReadonlyArray<Genre> = [
  { id: 1, name: "Action" },
  { id: 2, name: "Comedy" },
  { id: 3, name: "Drama" },
  { id: 4, name: "Animation" },
];

export const languages: ReadonlyArray<Language> = [
  { id: 1, name: "English" },
  { id: 2, name: "French" },
  { id: 3, name: "Japanese" },
];

export const channels: ReadonlyArray<Channel> = [
  {
    id: 1,
    name: "BBC One",
    slug: "bbc-one",
    logo: "bbc1.png",
    systems: [
      [1, 1],
      [2, 101],
    ],
    hd: false,
    n_shows: 5,
  },
  {
    id: 2,
    name: "BBC One HD",
    slug: "bbc-one-hd",
    logo: "bbc1hd.png",
    systems: [
      [1, 101],
      [2, 141],
    ],
    hd: true,
    n_shows: 5,
  },
  { id: 3, name: "Film4", slug: "film4", logo: "film4.png", systems: [[1, 15]], hd: false, n_shows: 9 },
  { id: 4, name: "Sky Cinema", slug: "sky-cinema", logo: "sky.png", systems: [[2, 301]], hd: true, n_shows: 3 },
  { id: 5, name: "Talking Pictures", slug: "talking-pictures", logo: null, systems: [[1, 81]], hd: false, n_shows: 2 },
];

export const services: ReadonlyArray<StreamingService> = [
  { id: 7, name: "netflix", name_display: "Netflix", slug: "netflix", logo: null, available: true },
  { id: 8, name: "iplayer", name_display: "BBC iPlayer", slug: "bbc-iplayer", logo: null, available: true },
];

export const film = (overrides: Partial<Film> & Pick<Film, "imdb">): Film => ({
  title: `Film ${overrides.imdb}`,
  year: 2000,
  slug: overrides.imdb,
  certificate: 2,
  genres: [1],
  languages: [1],
  length: 100,
  audi: 70,
  crit: 80,
  imdb_r: 7.5,
  ...overrides,
});

export const films: ReadonlyArray<Film> = [
  film({ imdb: "tt0000001", title: "Alpha", year: 1999, certificate: 1, genres: [4, 2], audi: 90, crit: 95, imdb_r: 8.1 }),
  film({ imdb: "tt0000002", title: "bravo", year: 2010, certificate: 4, genres: [1], languages: [1, 2], audi: 40, crit: null, imdb_r: 6 }),
  film({ imdb: "tt0000003", title: "A Christmas Carol", year: 1951, certificate: 3, genres: [3], audi: null, crit: null, imdb_r: null }),
  film({ imdb: "tt0000004", title: "Delta", year: 2023, certificate: 5, genres: [], languages: [3], synopsis_short: "An XMAS heist." }),
  film({ imdb: "tt0000005", title: "Echo Street", year: null, certificate: null, genres: [2], api: "/api/tvseries/echo-street/" }),
];

export const lookup: ListingLookup = makeListingLookup({ films, channels, genres, languages, certificates, services });

export const NOW = at("2025-06-11T12:00:00+01:00");

export const show = (overrides: Partial<Show> & Pick<Show, "id">): Show => ({
  f: "tt0000001",
  time: NOW + hours(2),
  cs: [1],
  ...overrides,
});

export const NO_FLAGS: FlagSets = { watched: new Set(), notInterested: new Set(), alerts: new Set() };

export const listingInput = (
  shows: ReadonlyArray<Show>,
  filters: Partial<Filters> = {},
  rest: Partial<Omit<ListingInput, "shows" | "filters">> = {},
): ListingInput => ({
  shows,
  lookup,
  filters: { ...DEFAULT_FILTERS, ...filters },
  flags: NO_FLAGS,
  now: NOW,
  zone: ZONE,
  ...rest,
});

export const ids = (shows: ReadonlyArray<Show>): ReadonlyArray<number> => shows.map((item) => item.id);
