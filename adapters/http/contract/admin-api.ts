import { Schema } from "effect";
import { Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiError, HttpApiGroup, OpenApi } from "effect/http-api";
import { AdminFilm } from "../../../domain/admin/admin-film.ts";
import { ADMIN_MAX_COUNT, ADMIN_MAX_OFFSET } from "../../../domain/admin/admin-page.ts";
import { AdminReview } from "../../../domain/admin/admin-review.ts";
import { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import { ReportCode } from "../../../domain/report-code.ts";
import { RottenStatus } from "../../../domain/rotten-status.ts";
import { VideoCandidate } from "../../../domain/admin/video-candidate.ts";
import { Conflict, InvalidInput, NotFound } from "./account-errors.ts";
import { AdminAuthorization } from "./admin-security.ts";

const Flag = Schema.optional(Text(200).annotate({ description: "Present without a value, e.g. ?unverified" }));
const Count = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: ADMIN_MAX_COUNT }));
const Offset = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: ADMIN_MAX_OFFSET }));
const Tconst = Text(20).check(Schema.isMinLength(1));

export const ADMIN_LIST_FLAGS = ["today", "unverified", "reported", "daily", "weekly", "keyword"] as const;

/** At most one list (today, unverified, reported, daily, weekly or keyword=...; none: newest first), n (1-36), offset, random. */
export const AdminTitlesQuery = Schema.Struct({
  today: Flag,
  unverified: Flag,
  reported: Flag,
  daily: Flag,
  weekly: Flag,
  keyword: Schema.optional(Text(200)),
  n: Schema.optional(Count),
  offset: Schema.optional(Offset),
  random: Flag,
}).check(
  Schema.makeFilter((query: Readonly<Record<string, unknown>>) => {
    const chosen = ADMIN_LIST_FLAGS.filter((flag) => query[flag] !== undefined);
    return chosen.length <= 1 || `Choose one list, not ${chosen.join(" and ")}`;
  }),
);
export type AdminTitlesQuery = typeof AdminTitlesQuery.Type;

export const AdminPageQuery = Schema.Struct({ n: Schema.optional(Count), offset: Schema.optional(Offset) });

const film = { film: Tconst };
export const UpdateIncorrect = Schema.Struct({ action: Schema.Literal("update incorrect"), ...film, type: ReportCode, incorrect: Schema.Boolean });
export const UpdateVerified = Schema.Struct({ action: Schema.Literal("update verified"), ...film, verified: Schema.Boolean });
export const UpdateImdb = Schema.Struct({ action: Schema.Literal("update imdb"), ...film, imdb: Text(20) });
export const UpdateStreaming = Schema.Struct({ action: Schema.Literal("update streaming"), streaming: Schema.Int, tconst: Text(20) });
export const UpdateYoutube = Schema.Struct({ action: Schema.Literal("update youtube"), ...film, youtube: Schema.NullOr(Text(200)) });
export const SearchYoutube = Schema.Struct({ action: Schema.Literal("search youtube"), ...film });
export const UpdateRotten = Schema.Struct({ action: Schema.Literal("update rotten"), ...film, url: Schema.NullOr(Text(500)) });
export const UpdateRottenStatus = Schema.Struct({ action: Schema.Literal("update rotten status"), ...film, status: RottenStatus });
export const UpdateTitle = Schema.Struct({ action: Schema.Literal("update title"), ...film, newTitle: Text(1000) });
export const ResetAll = Schema.Struct({ action: Schema.Literal("reset all"), ...film });

export const FilmAction = Schema.Union([
  UpdateIncorrect,
  UpdateVerified,
  UpdateImdb,
  UpdateStreaming,
  UpdateYoutube,
  SearchYoutube,
  UpdateRotten,
  UpdateRottenStatus,
  UpdateTitle,
  ResetAll,
]);
export type FilmAction = typeof FilmAction.Type;

export const SeriesAction = Schema.Union([
  Schema.Struct({ action: Schema.Literal("update verified"), series: Tconst, verified: Schema.Boolean }),
  // a series made from a schedule takes the IMDb id; if another series has it, the two merge into that one
  Schema.Struct({ action: Schema.Literal("update imdb"), series: Tconst, imdb: Text(20) }),
]);
export const ReviewAction = Schema.Struct({ action: Schema.Literal("update verified"), review: Schema.Int, verified: Schema.Boolean });

export const AdminFilms = Schema.Struct({ films: Schema.Array(AdminFilm) });
export const AdminFilmAnswer = Schema.Struct({ film: AdminFilm });
export const VideoResults = Schema.Struct({ results: Schema.Array(VideoCandidate) });
export const AdminSeriesList = Schema.Struct({ tvseries: Schema.Array(AdminFilm) });
export const AdminSeriesAnswer = Schema.Struct({ tvseries: AdminFilm });
export const AdminReviews = Schema.Struct({ reviews: Schema.Array(AdminReview) });
export const AdminReviewAnswer = Schema.Struct({ review: AdminReview });
export const AuditEntries = Schema.Struct({ entries: Schema.Array(AuditEntry) });

export class VideoSearchNotConfiguredProblem extends HttpApiError.Problem<VideoSearchNotConfiguredProblem>()("VideoSearchNotConfiguredProblem", {
  type: "urn:tellyfilms:problem:video-search-not-configured",
  status: 409,
  title: "Video search not configured",
}) {}

export class VideoSearchFailedProblem extends HttpApiError.Problem<VideoSearchFailedProblem>()("VideoSearchFailedProblem", {
  type: "urn:tellyfilms:problem:video-search-failed",
  status: 502,
  title: "Video search failed",
}) {}

/** The admin dashboard's calls; every one needs an admin's session. */
export class AdminApi extends HttpApiGroup.make("admin", { topLevel: true })
  .add(
    HttpApiEndpoint.get("films", "/films/", { query: AdminTitlesQuery, success: AdminFilms, error: InvalidInput }),
    HttpApiEndpoint.post("changeFilm", "/films/", {
      payload: FilmAction,
      success: Schema.Union([AdminFilmAnswer, VideoResults]),
      error: [InvalidInput, NotFound, Conflict, VideoSearchNotConfiguredProblem, VideoSearchFailedProblem],
    }),
    HttpApiEndpoint.get("series", "/tvseries/", { query: AdminTitlesQuery, success: AdminSeriesList, error: InvalidInput }),
    HttpApiEndpoint.post("changeSeries", "/tvseries/", { payload: SeriesAction, success: AdminSeriesAnswer, error: [InvalidInput, NotFound, Conflict] }),
    HttpApiEndpoint.get("reviews", "/reviews/", { query: AdminPageQuery, success: AdminReviews, error: InvalidInput }),
    HttpApiEndpoint.post("changeReview", "/reviews/", { payload: ReviewAction, success: AdminReviewAnswer, error: NotFound }),
    HttpApiEndpoint.get("auditLog", "/audit-log/", { query: AdminPageQuery, success: AuditEntries, error: InvalidInput }),
  )
  .middleware(AdminAuthorization)
  .annotateMerge(OpenApi.annotations({ title: "Admin", description: "The admin dashboard: film lists to check, edits, reviews and the audit log" })) {}
