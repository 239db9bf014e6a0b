import { useMemo } from "react";
import type { AdminTitlesQuery, FilmAction } from "../../../adapters/http/contract/admin-api.ts";
import type { AdminFilm } from "../../../domain/admin/admin-film.ts";
import type { AdminReview } from "../../../domain/admin/admin-review.ts";
import type { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import type { VideoCandidate } from "../../../domain/admin/video-candidate.ts";
import { answerOf, api, ONCE } from "../../app/contract-api.ts";
import { useAppDispatch, type AppDispatch } from "../../app/store.ts";
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

// The contract's admin list query: the tab's list (a flag, or keyword=...), the page, and random order on request.
const query = (flag: string | null, request: PageRequest): AdminTitlesQuery => ({
  ...(flag === null ? {} : flag === "keyword" ? { keyword: request.keyword } : { [flag]: "" }),
  n: request.count,
  offset: request.offset,
  ...(request.random ? { random: "" } : {}),
});

const pageQuery = (request: PageRequest) => ({ n: request.count, offset: request.offset });

/** One page of a dashboard tab; null when the server did not answer it. */
const fetchTab =
  (dispatch: AppDispatch) =>
  async (tab: DashboardTab, request: PageRequest): Promise<Listed | null> => {
    const source = tab.source;
    switch (source.kind) {
      case "films": {
        const { data } = await dispatch(api.endpoints.films.initiate({ query: query(source.flag, request) }, ONCE));
        return data === undefined ? null : { kind: "titles", titles: data.films };
      }
      case "tvseries": {
        const { data } = await dispatch(api.endpoints.series.initiate({ query: query(source.flag, request) }, ONCE));
        return data === undefined ? null : { kind: "titles", titles: data.tvseries };
      }
      case "reviews": {
        const { data } = await dispatch(api.endpoints.reviews.initiate({ query: pageQuery(request) }, ONCE));
        return data === undefined ? null : { kind: "reviews", reviews: data.reviews };
      }
      case "audit": {
        const { data } = await dispatch(api.endpoints.auditLog.initiate({ query: pageQuery(request) }, ONCE));
        return data === undefined ? null : { kind: "audit", entries: data.entries };
      }
    }
  };

export type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string };

// The server explains a refusal in its problem's `detail`; anything else gets a general line.
const outcome = <A, B>(result: { readonly data?: A; readonly error?: unknown }, pick: (value: A) => B | undefined): Outcome<B> => {
  const answer = answerOf(result);
  const picked = answer.ok ? pick(answer.value) : undefined;
  if (picked !== undefined) return { ok: true, value: picked };
  return { ok: false, message: !answer.ok && answer.problem !== null ? answer.problem.detail : `The change failed (${answer.ok ? 200 : answer.status}).` };
};

type TitleAction = Exclude<FilmAction, { readonly action: "search youtube" }>;

const adminClient = (dispatch: AppDispatch) => ({
  fetchTab: fetchTab(dispatch),
  changeFilm: async (action: TitleAction): Promise<Outcome<AdminFilm>> =>
    outcome(await dispatch(api.endpoints.changeFilm.initiate({ body: action })), (value) => ("film" in value ? value.film : undefined)),
  searchVideos: async (film: string): Promise<Outcome<ReadonlyArray<VideoCandidate>>> =>
    outcome(await dispatch(api.endpoints.changeFilm.initiate({ body: { action: "search youtube", film } })), (value) =>
      "results" in value ? value.results : undefined,
    ),
  setSeriesVerified: async (series: string, verified: boolean): Promise<Outcome<AdminFilm>> =>
    outcome(await dispatch(api.endpoints.changeSeries.initiate({ body: { action: "update verified", series, verified } })), (value) => value.tvseries),
  /** Gives a series its IMDb id; a series made from a schedule merges into the series that already has it, which is answered. */
  setSeriesImdb: async (series: string, imdb: string): Promise<Outcome<AdminFilm>> =>
    outcome(await dispatch(api.endpoints.changeSeries.initiate({ body: { action: "update imdb", series, imdb } })), (value) => value.tvseries),
  setReviewVerified: async (review: number, verified: boolean): Promise<Outcome<AdminReview>> =>
    outcome(await dispatch(api.endpoints.changeReview.initiate({ body: { action: "update verified", review, verified } })), (value) => value.review),
});

/** The dashboard's requests, through the contract API. */
export const useAdminClient = () => {
  const dispatch = useAppDispatch();
  return useMemo(() => adminClient(dispatch), [dispatch]);
};
