import type { FeedbackCategory } from "../../../domain/feedback.ts";
import type { RottenStatus } from "../../../domain/rotten-status.ts";

/** A small catalogue that both the in-memory fakes and the database adapters can be loaded with. */
export interface WorldTitle {
  readonly id: number;
  readonly kind: "film" | "series";
  readonly imdb: string;
  readonly slug: string;
  readonly title: string;
  readonly year: number | null;
  readonly yearEnd?: number;
  readonly length: number | null;
  readonly certificateId: number | null;
  readonly synopsis?: string;
  readonly synopsisShort?: string;
  readonly review?: string;
  readonly youtube?: string;
  readonly audi: number | null;
  readonly crit: number | null;
  readonly imdbR: number | null;
  readonly rottenStatus?: RottenStatus;
  readonly rottenUrl?: string;
  readonly tmdbId?: number;
  readonly nWeekly?: number;
  readonly genreIds: ReadonlyArray<number>;
  readonly languageIds: ReadonlyArray<number>;
  readonly akas?: ReadonlyArray<string>;
  readonly starIds?: ReadonlyArray<number>;
  readonly directorIds?: ReadonlyArray<number>;
  readonly similarIds?: ReadonlyArray<number>;
  /** How many users have an alert set on it. */
  readonly alerts?: number;
}

export interface WorldShow {
  readonly id: number;
  readonly titleId: number;
  readonly time: number;
  readonly art?: number;
  readonly channelIds?: ReadonlyArray<number>;
  readonly serviceId?: number;
  readonly link?: string;
  readonly availability?: string;
  readonly premiereSystemIds?: ReadonlyArray<number>;
  readonly season?: number;
  readonly episode?: number;
  readonly nEpisodes?: number;
  readonly episodeTitle?: string;
  readonly subtitles?: boolean;
  readonly signed?: boolean;
  readonly audioDescribed?: boolean;
}

export interface CatalogueWorld {
  readonly systems: ReadonlyArray<{ readonly id: number; readonly name: string; readonly longName: string }>;
  readonly channels: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly slug: string;
    readonly logo: string | null;
    readonly hd: boolean;
    readonly systems: ReadonlyArray<readonly [number, number]>;
  }>;
  readonly services: ReadonlyArray<{
    readonly id: number;
    readonly name: string;
    readonly nameDisplay: string;
    readonly slug: string;
    readonly available: boolean;
  }>;
  readonly genres: ReadonlyArray<{ readonly id: number; readonly name: string; readonly slug: string }>;
  readonly languages: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly certificates: ReadonlyArray<{ readonly id: number; readonly name: string; readonly rank: number; readonly description: string }>;
  readonly people: ReadonlyArray<{ readonly id: number; readonly name: string; readonly slug: string; readonly tmdbId?: number; readonly tmdbImg?: string }>;
  readonly titles: ReadonlyArray<WorldTitle>;
  readonly shows: ReadonlyArray<WorldShow>;
  readonly banners: ReadonlyArray<{ readonly id: number; readonly html: string; readonly active: boolean }>;
  readonly adverts: ReadonlyArray<{ readonly id: number; readonly name: string; readonly linkUrl: string; readonly active: boolean }>;
  readonly apps: ReadonlyArray<{ readonly name: string; readonly url: string; readonly description: string; readonly icon: string }>;
  readonly catalogue: ReadonlyArray<{
    readonly tconst: string;
    readonly title: string;
    readonly year: number;
    readonly kind: string;
    readonly numVotes: number;
  }>;
}

/** What the site inbox wrote, read back for the contract. */
export interface InboxRecord {
  readonly feedback: ReadonlyArray<{ readonly text: string; readonly category: FeedbackCategory; readonly email: string | null }>;
  readonly clientErrors: ReadonlyArray<{ readonly url: string; readonly method: string; readonly message: string }>;
  readonly reports: ReadonlyArray<{ readonly slug: string; readonly code: string }>;
  readonly incorrect: (slug: string) => ReadonlyArray<string>;
  readonly advertViews: (id: number) => number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Friday 20 November 2026, 12:00 in London (GMT). */
export const WORLD_NOW = Date.UTC(2026, 10, 20, 12, 0);

export const AMELIE = "tt0211915";
export const GODFATHER = "tt0068646";
export const PADDINGTON = "tt1109624";
export const CHRISTMAS_STORY = "tt0085334";
export const OBSCURE = "tt9000001";
export const DOCTOR_WHO = "tt0436992";

export const sampleWorld: CatalogueWorld = {
  systems: [
    { id: 1, name: "Freeview", longName: "Freeview (England)" },
    { id: 2, name: "Sky", longName: "Sky UK" },
  ],
  channels: [
    {
      id: 1,
      name: "BBC One",
      slug: "bbc-one",
      logo: "/logos/bbc-one.svg",
      hd: true,
      systems: [
        [2, 101],
        [1, 1],
      ],
    },
    { id: 2, name: "Film4", slug: "film4", logo: "/logos/film4.svg", hd: false, systems: [[1, 15]] },
    { id: 3, name: "Channel X", slug: "channel-x", logo: null, hd: false, systems: [[1, 50]] },
    { id: 4, name: "Empty Channel", slug: "empty-channel", logo: "/logos/empty.svg", hd: false, systems: [[2, 300]] },
    { id: 5, name: "Off Air", slug: "off-air", logo: null, hd: false, systems: [] },
  ],
  services: [
    { id: 1, name: "netflix", nameDisplay: "Netflix", slug: "netflix", available: true },
    { id: 2, name: "bbc-iplayer", nameDisplay: "BBC iPlayer", slug: "bbc-iplayer", available: true },
  ],
  genres: [
    { id: 1, name: "Drama", slug: "drama" },
    { id: 2, name: "Comedy", slug: "comedy" },
    { id: 3, name: "Family", slug: "family" },
  ],
  languages: [
    { id: 1, name: "English" },
    { id: 2, name: "French" },
  ],
  certificates: [
    { id: 1, name: "U", rank: 1, description: "Universal" },
    { id: 2, name: "PG", rank: 2, description: "Parental guidance" },
    { id: 3, name: "12A", rank: 3, description: "12 and over, or with an adult" },
    { id: 4, name: "15", rank: 5, description: "15 and over" },
  ],
  people: [
    { id: 1, name: "Jean-Pierre Jeunet", slug: "jean-pierre-jeunet", tmdbId: 2419, tmdbImg: "/img/jeunet.jpg" },
    { id: 2, name: "Audrey Tautou", slug: "audrey-tautou" },
    { id: 3, name: "Francis Ford Coppola", slug: "francis-ford-coppola" },
    { id: 4, name: "Marlon Brando", slug: "marlon-brando" },
    { id: 5, name: "Hugh Bonneville", slug: "hugh-bonneville" },
    { id: 6, name: "Paul King", slug: "paul-king" },
  ],
  titles: [
    {
      id: 1,
      kind: "film",
      imdb: AMELIE,
      slug: "amelie-2001",
      title: "Amélie",
      year: 2001,
      length: 122,
      certificateId: 4,
      synopsis: "A shy Parisian waitress secretly changes the lives of those around her.",
      synopsisShort: "A waitress plays guardian angel.",
      review: "A whimsical delight.",
      youtube: "HUECWi5pX7o",
      audi: 95,
      crit: 89,
      imdbR: 8.3,
      rottenStatus: "GD",
      rottenUrl: "https://www.rottentomatoes.com/m/amelie",
      tmdbId: 194,
      nWeekly: 40,
      genreIds: [2],
      languageIds: [2],
      akas: ["Le Fabuleux Destin d'Amélie Poulain"],
      starIds: [2],
      directorIds: [1],
      similarIds: [2],
      alerts: 2,
    },
    {
      id: 2,
      kind: "film",
      imdb: GODFATHER,
      slug: "the-godfather-1972",
      title: "The Godfather",
      year: 1972,
      length: 175,
      certificateId: 4,
      synopsis: "The ageing patriarch of a crime dynasty hands control to his reluctant son.",
      audi: 98,
      crit: 97,
      imdbR: 9.2,
      genreIds: [1],
      languageIds: [1],
      starIds: [4],
      directorIds: [3],
      nWeekly: 10,
    },
    {
      id: 3,
      kind: "film",
      imdb: PADDINGTON,
      slug: "paddington-2014",
      title: "Paddington",
      year: 2014,
      length: 95,
      certificateId: 1,
      audi: 80,
      crit: 97,
      imdbR: 7.3,
      genreIds: [3, 2],
      languageIds: [1],
      starIds: [5],
      directorIds: [6],
      nWeekly: 90,
    },
    {
      id: 4,
      kind: "film",
      imdb: CHRISTMAS_STORY,
      slug: "a-christmas-story-1983",
      title: "A Christmas Story",
      year: 1983,
      length: 94,
      certificateId: 2,
      audi: 88,
      crit: 89,
      imdbR: 7.9,
      genreIds: [2, 3],
      languageIds: [1],
    },
    {
      id: 5,
      kind: "film",
      imdb: OBSCURE,
      slug: "obscure-film-2001",
      title: "Obscure Film",
      year: 2001,
      length: null,
      certificateId: null,
      audi: null,
      crit: null,
      imdbR: null,
      genreIds: [],
      languageIds: [],
    },
    {
      id: 6,
      kind: "series",
      imdb: DOCTOR_WHO,
      slug: "doctor-who-2005",
      title: "Doctor Who",
      year: 2005,
      yearEnd: 2022,
      length: 45,
      certificateId: 2,
      audi: 85,
      crit: 90,
      imdbR: 8.6,
      genreIds: [1],
      languageIds: [1],
    },
  ],
  shows: [
    { id: 1, titleId: 1, time: WORLD_NOW + 3 * HOUR, art: 150, channelIds: [2], premiereSystemIds: [1], subtitles: true, audioDescribed: true, signed: true },
    { id: 2, titleId: 1, time: WORLD_NOW + 2 * DAY + 9 * HOUR, art: 150, channelIds: [2] },
    { id: 3, titleId: 2, time: WORLD_NOW - 30 * 60_000, art: 200, channelIds: [1] },
    { id: 4, titleId: 2, time: WORLD_NOW - 3 * DAY, art: 200, channelIds: [1] },
    { id: 5, titleId: 3, time: WORLD_NOW + DAY - 2 * HOUR, art: 110, channelIds: [1, 3] },
    { id: 6, titleId: 4, time: WORLD_NOW + 9 * DAY, art: 110, channelIds: [1] },
    { id: 7, titleId: 6, time: WORLD_NOW + 8 * HOUR, art: 50, channelIds: [1], season: 11, episode: 1, nEpisodes: 12, episodeTitle: "Blink" },
    { id: 8, titleId: 3, time: WORLD_NOW - 2 * DAY, serviceId: 1, link: "https://www.netflix.com/title/1", availability: "Included with subscription" },
    { id: 9, titleId: 6, time: WORLD_NOW - 2 * DAY, serviceId: 1, link: "https://www.netflix.com/title/2", availability: "Leaving soon" },
    { id: 10, titleId: 2, time: WORLD_NOW - DAY, serviceId: 2, link: "https://www.bbc.co.uk/iplayer/godfather", availability: "Available until 1/12/2026" },
    { id: 11, titleId: 4, time: Date.UTC(2026, 10, 21, 3, 0), art: 110, channelIds: [2] },
    { id: 12, titleId: 4, time: Date.UTC(2026, 10, 20, 1, 0), art: 110, channelIds: [2] },
    { id: 13, titleId: 2, time: WORLD_NOW - 2 * HOUR, art: 200, channelIds: [5] },
  ],
  banners: [
    { id: 1, html: "<strong>New:</strong> alerts by email.", active: true },
    { id: 2, html: "Old news", active: false },
  ],
  adverts: [
    { id: 1, name: "Go Premium", linkUrl: "https://example.com/premium", active: true },
    { id: 2, name: "Retired", linkUrl: "https://example.com/old", active: false },
  ],
  apps: [
    { name: "TellyBox", url: "https://example.com/tellybox", description: "Box sets", icon: "/apps/tellybox.svg" },
    { name: "TellyKids", url: "https://example.com/tellykids", description: "Family films", icon: "/apps/tellykids.svg" },
  ],
  catalogue: [
    { tconst: "tt9100001", title: "Amélie's Cousin", year: 2010, kind: "movie", numVotes: 1200 },
    { tconst: AMELIE, title: "Amélie", year: 2001, kind: "movie", numVotes: 800000 },
    { tconst: "tt9100002", title: "Le Samouraï", year: 1967, kind: "movie", numVotes: 60000 },
    { tconst: "tt9100003", title: "Amelie Stories", year: 2015, kind: "tvSeries", numVotes: 300 },
    { tconst: "tt9100004", title: "Romeo & Juliet", year: 1968, kind: "movie", numVotes: 90000 },
    { tconst: "tt9100005", title: "Romeo and Juliet", year: 1936, kind: "tvMovie", numVotes: 5000 },
    { tconst: "tt9100006", title: "Romeo Must Die", year: 2000, kind: "movie", numVotes: 95000 },
    { tconst: "tt9100007", title: "Romeos", year: 2011, kind: "movie", numVotes: 800 },
  ],
};
