import { Context, type Effect, type Option } from "effect";
import type { AdminFilm } from "../../domain/admin/admin-film.ts";
import type { AdminReview } from "../../domain/admin/admin-review.ts";
import type { TimeWindow } from "../../domain/broadcast-day.ts";
import type { AdminTargetNotFound, TconstTaken } from "./admin-failures.ts";
import type { AuditStamp } from "./audit-stamp.ts";
import type { TitleEdit } from "./title-edit.ts";

export const ADMIN_LISTS = ["recent", "today", "unverified", "reported", "daily", "weekly", "keyword"] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];

export interface AdminTitleQuery {
  readonly kind: "film" | "series";
  readonly list: AdminList;
  /** Only for the keyword list: matched against titles without regard to case or accents, or equal to the IMDb id. */
  readonly keyword: string;
  readonly count: number;
  readonly offset: number;
  /** The matching titles in random order instead of the list's own order. */
  readonly random: boolean;
  /** The broadcast day the "today" list covers. */
  readonly today: TimeWindow;
}

export interface AdminCatalogueShape {
  /**
   * recent: newest first; today: shown on TV in the window, most viewed first; unverified: newest unverified first;
   * reported: with report codes, latest report first; daily/weekly: viewed today/this week, most viewed first;
   * keyword: title matches, exact matches first.
   */
  readonly listTitles: (query: AdminTitleQuery) => Effect.Effect<ReadonlyArray<AdminFilm>>;
  readonly findTitle: (kind: "film" | "series", tconst: string) => Effect.Effect<Option.Option<AdminFilm>>;
  /** Applies the edit and records it (changed fields only; no entry when nothing changed); none when there is no such title. */
  readonly editTitle: (kind: "film" | "series", tconst: string, edit: TitleEdit, stamp: AuditStamp) => Effect.Effect<Option.Option<AdminFilm>, TconstTaken>;
  /** Matches a streaming availability to another film; answers the film it was matched to before, as it is now. */
  readonly moveStreaming: (streamingId: number, tconst: string, stamp: AuditStamp) => Effect.Effect<AdminFilm, AdminTargetNotFound>;
  /** Unverified first, then newest first. */
  readonly listReviews: (count: number, offset: number) => Effect.Effect<ReadonlyArray<AdminReview>>;
  readonly setReviewVerified: (id: number, verified: boolean, stamp: AuditStamp) => Effect.Effect<Option.Option<AdminReview>>;
}

/** The film data admins curate: lists to check, edits, reviews. */
export class AdminCatalogue extends Context.Service<AdminCatalogue, AdminCatalogueShape>()("tellyfilms/application/AdminCatalogue") {}
