import type { OutgoingMail } from "../../application/mail/outgoing-mail.ts";
import type { StoredSession } from "../../application/accounts/session-store.ts";
import type { LocalDate } from "../../domain/local-date.ts";
import type { LoginAttemptCount } from "../../domain/login-throttle.ts";
import type { Message } from "../../domain/message.ts";
import type { StarRating } from "../../domain/star-rating.ts";
import type { CatalogueMovie } from "../../domain/title-match.ts";
import type { View } from "../../domain/view.ts";
import { fixtureSlug, type CatalogueFixture, type FixtureTitle } from "../application/contracts/catalogue-fixture.ts";

export interface AccountRow {
  readonly id: number;
  email: string;
  passwordHash: string;
  username: string | null;
  profileImage: string | null;
  premiumUntil: number | null;
  receiveNewsletter: boolean;
  receiveFilmAlerts: boolean;
  preferredView: View;
  filters: unknown;
  lastLoginAt: number | null;
  terminatedAt: number | null;
  admin?: boolean;
}

export interface OutboxRow {
  readonly id: number;
  readonly mail: OutgoingMail;
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
}

export interface UserTitleRow {
  readonly userId: number;
  readonly tconst: string;
  watched: boolean;
  watchedOn: LocalDate | null;
  notInterested: boolean;
  alert: boolean;
  stars: StarRating | null;
  updatedAt: number;
  /** The newest alert showing id the user was alerted about for this title. */
  alertedThrough?: number | null;
}

export interface ChannelListRow {
  readonly id: number;
  readonly userId: number;
  readonly title: string | null;
  readonly isDefault: boolean;
  channels: Array<number>;
}

/** The whole state behind the in-memory fakes, so that one change can touch several ports as a transaction would. */
export interface InMemoryData {
  readonly catalogue: CatalogueFixture;
  readonly titles: ReadonlyMap<string, FixtureTitle>;
  readonly accounts: Map<number, AccountRow>;
  readonly sessions: Map<string, StoredSession>;
  readonly resets: Map<string, { userId: number; createdAt: number; expiresAt: number; usedAt: number | null }>;
  readonly emailChanges: Map<string, { userId: number; newEmail: string; expiresAt: number; usedAt: number | null }>;
  readonly loginAttempts: Map<string, LoginAttemptCount & { lastAt: number }>;
  readonly knownDevices: Map<string, number>;
  readonly quotas: Map<string, { start: number; hits: number }>;
  readonly outbox: Array<OutboxRow>;
  readonly userTitles: Map<string, UserTitleRow>;
  readonly messages: Array<Message & { readonly userId: number }>;
  readonly channelLists: Map<number, ChannelListRow>;
  readonly feedbackOwners: Map<number, number | null>;
  /** The IMDb catalogue's movies (title_catalogue), for matching by title. */
  readonly imdbCatalogue: Array<CatalogueMovie>;
  sequence: number;
}

export const emptyCatalogue: CatalogueFixture = { genres: [], channels: [], systems: [], titles: [] };

export const makeInMemoryData = (catalogue: CatalogueFixture = emptyCatalogue): InMemoryData => ({
  catalogue,
  titles: new Map(catalogue.titles.map((title) => [title.tconst, title])),
  accounts: new Map(),
  sessions: new Map(),
  resets: new Map(),
  emailChanges: new Map(),
  loginAttempts: new Map(),
  knownDevices: new Map(),
  quotas: new Map(),
  outbox: [],
  userTitles: new Map(),
  messages: [],
  channelLists: new Map(),
  feedbackOwners: new Map(),
  imdbCatalogue: [],
  sequence: 0,
});

export const nextId = (data: InMemoryData): number => ++data.sequence;

export const slugOf = fixtureSlug;

export const enqueueInMemory = (data: InMemoryData, mail: OutgoingMail): void => {
  if (mail.dedupeKey !== undefined && data.outbox.some((row) => row.mail.dedupeKey === mail.dedupeKey)) return;
  data.outbox.push({ id: nextId(data), mail, status: "pending", attempts: 0, nextAttemptAt: 0, lastError: null, sentAt: null });
};

export const userTitleKey = (userId: number, tconst: string): string => `${userId}/${tconst}`;

/** A member's row for a title with no flag set yet. */
export const unflaggedRow = (userId: number, tconst: string): UserTitleRow => ({
  userId,
  tconst,
  watched: false,
  watchedOn: null,
  notInterested: false,
  alert: false,
  stars: null,
  updatedAt: 0,
});
