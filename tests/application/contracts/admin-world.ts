import type { ReportCode } from "../../../domain/report-code.ts";
import type { RottenStatus } from "../../../domain/rotten-status.ts";

/** The catalogue, reviews, reports and accounts the admin ports are tested on, written the same way to every backend. */
export interface AdminWorldTitle {
  readonly id: number;
  readonly kind: "film" | "series";
  readonly imdb: string;
  readonly slug: string;
  readonly title: string;
  readonly year: number | null;
  readonly createdAt: number;
  readonly verified: boolean;
  readonly incorrect?: ReadonlyArray<ReportCode>;
  readonly posterUrl?: string;
  readonly synopsis?: string;
  readonly imdbSynopsis?: string;
  readonly tvguideSynopsis?: string;
  readonly rottenSynopsis?: string;
  readonly youtube?: string;
  readonly rottenUrl?: string;
  readonly rtSlug?: string;
  readonly rottenStatus?: RottenStatus;
  readonly tmdbId?: number;
  readonly fullData?: boolean;
  readonly stars?: ReadonlyArray<string>;
}

export interface AdminWorldShow {
  readonly id: number;
  readonly titleId: number;
  readonly time: number;
  readonly channelId?: number;
  readonly serviceId?: number;
  readonly link?: string;
}

export interface AdminWorld {
  readonly channels: ReadonlyArray<{ readonly id: number; readonly name: string; readonly slug: string }>;
  readonly services: ReadonlyArray<{ readonly id: number; readonly name: string; readonly slug: string }>;
  readonly titles: ReadonlyArray<AdminWorldTitle>;
  readonly shows: ReadonlyArray<AdminWorldShow>;
  readonly reviews: ReadonlyArray<{
    readonly id: number;
    readonly titleId: number;
    readonly synopsis: string | null;
    readonly review: string;
    readonly verified: boolean;
    readonly createdAt: number;
  }>;
  readonly reports: ReadonlyArray<{ readonly titleId: number; readonly code: ReportCode; readonly createdAt: number }>;
  readonly accounts: ReadonlyArray<{ readonly email: string; readonly admin: boolean; readonly terminated?: boolean }>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Friday 20 November 2026, 12:00 in London (GMT); its broadcast day runs from 04:00 to 04:00 on Saturday. */
export const ADMIN_NOW = Date.UTC(2026, 10, 20, 12, 0);
export const ADMIN_TODAY = "2026-11-20";

export const AMELIE = "tt0211915";
export const GODFATHER = "tt0068646";
export const PADDINGTON = "tt1109624";
export const WOLF = "tt8000004";
export const PADDINGTON_2 = "tt4468740";
export const DOCTOR_WHO = "tt0436992";
export const PADDINGTON_BEAR = "tt0075001";

export const ARCHIVE_COUNT = 12;
export const archiveTconst = (index: number): string => `tt91000${String(index).padStart(2, "0")}`;

export const adminWorld: AdminWorld = {
  channels: [
    { id: 1, name: "BBC One", slug: "bbc-one" },
    { id: 2, name: "Film4", slug: "film4" },
  ],
  services: [
    { id: 1, name: "Netflix", slug: "netflix" },
    { id: 2, name: "BBC iPlayer", slug: "bbc-iplayer" },
  ],
  titles: [
    {
      id: 1,
      kind: "film",
      imdb: AMELIE,
      slug: "amelie-2001",
      title: "Amélie",
      year: 2001,
      createdAt: ADMIN_NOW - 10 * DAY,
      verified: true,
      posterUrl: "/posters/amelie.jpg",
      synopsis: "A shy waitress decides to change lives.",
      imdbSynopsis: "IMDb: a waitress in Montmartre.",
      tvguideSynopsis: "Whimsical French comedy.",
      rottenSynopsis: "Full RT synopsis.",
      youtube: "HUECWi5pX7o",
      rottenUrl: "https://www.rottentomatoes.com/m/amelie",
      rtSlug: "m/amelie",
      rottenStatus: "GD",
      tmdbId: 194,
      fullData: true,
      stars: ["Audrey Tautou", "Mathieu Kassovitz"],
    },
    {
      id: 2,
      kind: "film",
      imdb: GODFATHER,
      slug: "the-godfather-1972",
      title: "The Godfather",
      year: 1972,
      createdAt: ADMIN_NOW - 9 * DAY,
      verified: true,
      incorrect: ["YT", "PO"],
      stars: ["Marlon Brando"],
    },
    { id: 3, kind: "film", imdb: PADDINGTON, slug: "paddington-2014", title: "Paddington", year: 2014, createdAt: ADMIN_NOW - DAY, verified: false },
    {
      id: 4,
      kind: "film",
      imdb: WOLF,
      slug: "100-wolf-2020",
      title: "100% Wolf",
      year: 2020,
      createdAt: ADMIN_NOW - 2 * DAY,
      verified: false,
      incorrect: ["SY"],
    },
    { id: 5, kind: "film", imdb: PADDINGTON_2, slug: "paddington-2-2017", title: "Paddington 2", year: 2017, createdAt: ADMIN_NOW - 3 * DAY, verified: true },
    {
      id: 6,
      kind: "series",
      imdb: DOCTOR_WHO,
      slug: "doctor-who-2005",
      title: "Doctor Who",
      year: 2005,
      createdAt: ADMIN_NOW - 4 * DAY,
      verified: false,
      incorrect: ["SC"],
    },
    {
      id: 7,
      kind: "series",
      imdb: PADDINGTON_BEAR,
      slug: "paddington-bear-1976",
      title: "Paddington Bear",
      year: 1976,
      createdAt: ADMIN_NOW - 5 * DAY,
      verified: true,
    },
    ...Array.from({ length: ARCHIVE_COUNT }, (_, index) => ({
      id: 10 + index,
      kind: "film" as const,
      imdb: archiveTconst(index),
      slug: `archive-film-${index}`,
      title: `Archive Film ${index}`,
      year: 1950 + index,
      createdAt: ADMIN_NOW - 20 * DAY - index * HOUR,
      verified: true,
    })),
  ],
  shows: [
    { id: 1, titleId: 1, time: ADMIN_NOW + 6 * HOUR, channelId: 1 },
    { id: 2, titleId: 2, time: ADMIN_NOW + DAY + 2 * HOUR, channelId: 2 },
    { id: 3, titleId: 3, time: ADMIN_NOW + 2 * HOUR, channelId: 2 },
    { id: 4, titleId: 5, time: ADMIN_NOW - 9 * HOUR, channelId: 1 },
    { id: 5, titleId: 6, time: ADMIN_NOW + 3 * HOUR, channelId: 1 },
    { id: 10, titleId: 1, time: ADMIN_NOW - 2 * DAY, serviceId: 1, link: "https://netflix.example/amelie" },
    { id: 11, titleId: 1, time: ADMIN_NOW - DAY, serviceId: 1, link: "https://netflix.example/amelie" },
    { id: 12, titleId: 1, time: ADMIN_NOW - DAY, serviceId: 2, link: "https://iplayer.example/amelie" },
    { id: 13, titleId: 3, time: ADMIN_NOW - DAY, serviceId: 1, link: "https://netflix.example/paddington-2" },
    { id: 14, titleId: 3, time: ADMIN_NOW + 2 * DAY, serviceId: 2, link: "https://iplayer.example/paddington" },
  ],
  reviews: [
    { id: 1, titleId: 1, synopsis: "A waitress.", review: "A charming fable.", verified: true, createdAt: ADMIN_NOW - 3 * DAY },
    { id: 2, titleId: 2, synopsis: null, review: "An offer you cannot refuse.", verified: false, createdAt: ADMIN_NOW - 2 * DAY },
    { id: 3, titleId: 3, synopsis: "A bear in London.", review: "Marmalade and manners.", verified: false, createdAt: ADMIN_NOW - DAY },
  ],
  reports: [
    { titleId: 2, code: "YT", createdAt: ADMIN_NOW - 2 * HOUR },
    { titleId: 2, code: "PO", createdAt: ADMIN_NOW - 5 * HOUR },
    { titleId: 4, code: "SY", createdAt: ADMIN_NOW - HOUR },
    { titleId: 6, code: "SC", createdAt: ADMIN_NOW - 3 * HOUR },
  ],
  accounts: [
    { email: "admin@example.com", admin: true },
    { email: "member@example.com", admin: false },
    { email: "gone@example.com", admin: true, terminated: true },
  ],
};
