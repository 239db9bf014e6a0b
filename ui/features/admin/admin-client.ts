import {
  AdminFilmAnswer,
  AdminFilms,
  AdminReviewAnswer,
  AdminReviews,
  AdminSeriesAnswer,
  AdminSeriesList,
  AuditEntries,
  VideoResults,
  type FilmAction,
} from "../../../adapters/http/contract/admin-api.ts";
import type { AdminFilm } from "../../../domain/admin/admin-film.ts";
import type { AdminReview } from "../../../domain/admin/admin-review.ts";
import type { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import type { VideoCandidate } from "../../../domain/admin/video-candidate.ts";
import { getJson, postForAnswer, type Answer } from "../../app/api-client.ts";
import type { DashboardTab } from "./dashboard-tabs.ts";

export interface PageRequest {
  readonly count: number;
  readonly offset: number;
  readonly keyword: string;
  readonly random: boolean;
}

export type Listed =
  | { readonly kind: "titles"; readonly titles: ReadonlyArray<AdminFilm> }
  | { readonly kind: "reviews"; readonly reviews: ReadonlyArray<AdminReview> }
  | { readonly kind: "audit"; readonly entries: ReadonlyArray<AuditEntry> };

const query = (flag: string | null, request: PageRequest): string => {
  const parts = [
    ...(flag === null ? [] : [flag === "keyword" ? `keyword=${encodeURIComponent(request.keyword)}` : flag]),
    `n=${request.count}`,
    `offset=${request.offset}`,
    ...(request.random ? ["random"] : []),
  ];
  return `?${parts.join("&")}`;
};

/** One page of a dashboard tab; null when the server did not answer it. */
export const fetchTab = async (tab: DashboardTab, request: PageRequest): Promise<Listed | null> => {
  const source = tab.source;
  switch (source.kind) {
    case "films": {
      const answer = await getJson(`/api/films/${query(source.flag, request)}`, AdminFilms);
      return answer === null ? null : { kind: "titles", titles: answer.films };
    }
    case "tvseries": {
      const answer = await getJson(`/api/tvseries/${query(source.flag, request)}`, AdminSeriesList);
      return answer === null ? null : { kind: "titles", titles: answer.tvseries };
    }
    case "reviews": {
      const answer = await getJson(`/api/reviews/${query(null, request)}`, AdminReviews);
      return answer === null ? null : { kind: "reviews", reviews: answer.reviews };
    }
    case "audit": {
      const answer = await getJson(`/api/audit-log/${query(null, request)}`, AuditEntries);
      return answer === null ? null : { kind: "audit", entries: answer.entries };
    }
  }
};

export type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string };

// The server explains a refusal in `message` (field errors) or `detail` (problems); anything else gets a general line.
const outcome = <A, B>(answer: Answer<A>, pick: (value: A) => B): Outcome<B> => {
  if (answer.ok) return { ok: true, value: pick(answer.value) };
  const body = answer.body as { readonly message?: unknown; readonly detail?: unknown } | undefined;
  const message = typeof body?.message === "string" ? body.message : typeof body?.detail === "string" ? body.detail : `The change failed (${answer.status}).`;
  return { ok: false, message };
};

type TitleAction = Exclude<FilmAction, { readonly action: "search youtube" }>;

export const changeFilm = async (action: TitleAction): Promise<Outcome<AdminFilm>> =>
  outcome(await postForAnswer("/api/films/", action, AdminFilmAnswer), (value) => value.film);

export const searchVideos = async (film: string): Promise<Outcome<ReadonlyArray<VideoCandidate>>> =>
  outcome(await postForAnswer("/api/films/", { action: "search youtube", film }, VideoResults), (value) => value.results);

export const setSeriesVerified = async (series: string, verified: boolean): Promise<Outcome<AdminFilm>> =>
  outcome(await postForAnswer("/api/tvseries/", { action: "update verified", series, verified }, AdminSeriesAnswer), (value) => value.tvseries);

/** Gives a series its IMDb id; a series made from a schedule merges into the series that already has it, which is answered. */
export const setSeriesImdb = async (series: string, imdb: string): Promise<Outcome<AdminFilm>> =>
  outcome(await postForAnswer("/api/tvseries/", { action: "update imdb", series, imdb }, AdminSeriesAnswer), (value) => value.tvseries);

export const setReviewVerified = async (review: number, verified: boolean): Promise<Outcome<AdminReview>> =>
  outcome(await postForAnswer("/api/reviews/", { action: "update verified", review, verified }, AdminReviewAnswer), (value) => value.review);
