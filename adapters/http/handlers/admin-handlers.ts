import { Clock, Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import type { AdminList } from "../../../application/admin/admin-catalogue.ts";
import { editTitle, type TitleChangeRequest } from "../../../application/admin/edit-title.ts";
import { listAdminReviews } from "../../../application/admin/list-admin-reviews.ts";
import { listAdminTitles, type AdminTitleRequest } from "../../../application/admin/list-admin-titles.ts";
import { listAuditLog } from "../../../application/admin/list-audit-log.ts";
import { moveStreaming } from "../../../application/admin/move-streaming.ts";
import { searchTrailers } from "../../../application/admin/search-trailers.ts";
import { setReviewVerified } from "../../../application/admin/set-review-verified.ts";
import { DEFAULT_ADMIN_PAGE_SIZE } from "../../../domain/admin/admin-page.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { Conflict, InvalidInput, NotFound } from "../contract/account-errors.ts";
import { ADMIN_LIST_FLAGS, VideoSearchFailedProblem, VideoSearchNotConfiguredProblem, type AdminTitlesQuery, type FilmAction } from "../contract/admin-api.ts";
import { AdminUser } from "../contract/admin-security.ts";
import { Api } from "../contract/api.ts";

const titleRequest = (query: AdminTitlesQuery): AdminTitleRequest => {
  const list: AdminList = ADMIN_LIST_FLAGS.find((flag) => query[flag] !== undefined) ?? "recent";
  return { list, keyword: query.keyword ?? "", count: query.n ?? DEFAULT_ADMIN_PAGE_SIZE, offset: query.offset ?? 0, random: query.random !== undefined };
};

const page = (query: { readonly n?: number | undefined; readonly offset?: number | undefined }) => ({
  count: query.n ?? DEFAULT_ADMIN_PAGE_SIZE,
  offset: query.offset ?? 0,
});

const failures = {
  InvalidAdminInput: (error: { readonly field: string; readonly message: string }) =>
    Effect.fail(new InvalidInput({ field: error.field, message: error.message })),
  AdminTargetNotFound: (error: { readonly message: string }) => Effect.fail(new NotFound({ message: error.message })),
  TconstTaken: (error: { readonly message: string }) => Effect.fail(new Conflict({ field: "imdb", message: error.message })),
};

const titleChange = (action: Exclude<FilmAction, { readonly action: "update streaming" | "search youtube" }>): TitleChangeRequest => {
  switch (action.action) {
    case "update title":
      return { action: action.action, newTitle: action.newTitle };
    case "update imdb":
      return { action: action.action, imdb: action.imdb };
    case "update youtube":
      return { action: action.action, youtube: action.youtube };
    case "update rotten":
      return { action: action.action, url: action.url };
    case "update rotten status":
      return { action: action.action, status: action.status };
    case "update verified":
      return { action: action.action, verified: action.verified };
    case "update incorrect":
      return { action: action.action, type: action.type, incorrect: action.incorrect };
    case "reset all":
      return { action: action.action };
  }
};

const changeFilm = (action: FilmAction) =>
  Effect.gen(function* () {
    const admin = yield* AdminUser;
    const now = yield* Clock.currentTimeMillis;
    switch (action.action) {
      case "search youtube":
        return { results: yield* searchTrailers("film", action.film) };
      case "update streaming":
        return { film: yield* moveStreaming(admin, action.streaming, action.tconst, now) };
      default:
        return { film: yield* editTitle(admin, "film", action.film, titleChange(action), now) };
    }
  }).pipe(
    Effect.catchTags({
      ...failures,
      VideoSearchNotConfigured: (error) => Effect.fail(new VideoSearchNotConfiguredProblem({ detail: error.message })),
      VideoSearchFailed: (error) => Effect.fail(new VideoSearchFailedProblem({ detail: error.message })),
    }),
  );

export const AdminHandlers = HttpApiBuilder.group(Api, "admin", (handlers) =>
  Effect.succeed(
    handlers
      .handle("films", ({ query }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return { films: yield* listAdminTitles("film", titleRequest(query), now, LONDON) };
        }).pipe(Effect.catchTags({ InvalidAdminInput: failures.InvalidAdminInput })),
      )
      .handle("changeFilm", ({ payload }) => changeFilm(payload))
      .handle("series", ({ query }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return { tvseries: yield* listAdminTitles("series", titleRequest(query), now, LONDON) };
        }).pipe(Effect.catchTags({ InvalidAdminInput: failures.InvalidAdminInput })),
      )
      .handle("changeSeries", ({ payload }) =>
        Effect.gen(function* () {
          const admin = yield* AdminUser;
          const now = yield* Clock.currentTimeMillis;
          const request: TitleChangeRequest =
            payload.action === "update imdb" ? { action: payload.action, imdb: payload.imdb } : { action: payload.action, verified: payload.verified };
          return { tvseries: yield* editTitle(admin, "series", payload.series, request, now) };
        }).pipe(
          Effect.catchTags({
            AdminTargetNotFound: failures.AdminTargetNotFound,
            InvalidAdminInput: failures.InvalidAdminInput,
            TconstTaken: failures.TconstTaken,
          }),
        ),
      )
      .handle("reviews", ({ query }) =>
        listAdminReviews(page(query)).pipe(
          Effect.map((reviews) => ({ reviews })),
          Effect.catchTags({ InvalidAdminInput: failures.InvalidAdminInput }),
        ),
      )
      .handle("changeReview", ({ payload }) =>
        Effect.gen(function* () {
          const admin = yield* AdminUser;
          const now = yield* Clock.currentTimeMillis;
          return { review: yield* setReviewVerified(admin, payload.review, payload.verified, now) };
        }).pipe(Effect.catchTags({ AdminTargetNotFound: failures.AdminTargetNotFound })),
      )
      .handle("auditLog", ({ query }) =>
        listAuditLog(page(query)).pipe(
          Effect.map((entries) => ({ entries })),
          Effect.catchTags({ InvalidAdminInput: failures.InvalidAdminInput }),
        ),
      ),
  ),
);
