import { Effect, Option } from "effect";
import type { ReportCode } from "../../domain/report-code.ts";
import type { RottenStatus } from "../../domain/rotten-status.ts";
import { rottenTomatoesSlugOf, rottenTomatoesUrlOf } from "../../domain/admin/rotten-tomatoes-url.ts";
import { youtubeVideoIdOf } from "../../domain/admin/youtube-video-id.ts";
import { AdminCatalogue } from "./admin-catalogue.ts";
import { AdminTargetNotFound, InvalidAdminInput } from "./admin-failures.ts";
import { stampBy, type AdminActor } from "./audit-stamp.ts";
import type { TitleEdit } from "./title-edit.ts";

export const TITLE_MAX_LENGTH = 300;
export const TCONST_PATTERN = /^tt\d{7,10}$/;

/** What the dashboard asks for, named as the spec names the actions; the action is what the audit log records. */
export type TitleChangeRequest =
  | { readonly action: "update title"; readonly newTitle: string }
  | { readonly action: "update imdb"; readonly imdb: string }
  | { readonly action: "update youtube"; readonly youtube: string | null }
  | { readonly action: "update rotten"; readonly url: string | null }
  | { readonly action: "update rotten status"; readonly status: RottenStatus }
  | { readonly action: "update verified"; readonly verified: boolean }
  | { readonly action: "update incorrect"; readonly type: ReportCode; readonly incorrect: boolean }
  | { readonly action: "reset all" };

const invalid = (field: string, message: string) => Effect.fail(new InvalidAdminInput({ field, message }));

const blankToNull = (text: string | null): string | null => (text === null || text.trim() === "" ? null : text.trim());

/** The stored form of a requested change, or why it cannot be stored. */
export const checkedEdit = (request: TitleChangeRequest): Effect.Effect<TitleEdit, InvalidAdminInput> => {
  switch (request.action) {
    case "update title": {
      const title = request.newTitle.trim().replace(/\s+/g, " ");
      if (title === "" || title.length > TITLE_MAX_LENGTH) return invalid("newTitle", `A title has 1 to ${TITLE_MAX_LENGTH} characters.`);
      return Effect.succeed({ field: "title", title });
    }
    case "update imdb": {
      const tconst = request.imdb.trim();
      if (!TCONST_PATTERN.test(tconst)) return invalid("imdb", "An IMDb id looks like tt0123456.");
      return Effect.succeed({ field: "imdb", tconst });
    }
    case "update youtube": {
      const input = blankToNull(request.youtube);
      if (input === null) return Effect.succeed({ field: "youtube", youtube: null });
      const youtube = youtubeVideoIdOf(input);
      return youtube === null ? invalid("youtube", "Enter an 11-character YouTube video id or a YouTube link.") : Effect.succeed({ field: "youtube", youtube });
    }
    case "update rotten": {
      const input = blankToNull(request.url);
      if (input === null) return Effect.succeed({ field: "rotten", url: null, rtSlug: null });
      const rtSlug = rottenTomatoesSlugOf(input);
      return rtSlug === null
        ? invalid("url", "Enter a Rotten Tomatoes film or series link, like https://www.rottentomatoes.com/m/amelie.")
        : Effect.succeed({ field: "rotten", url: rottenTomatoesUrlOf(rtSlug), rtSlug });
    }
    case "update rotten status":
      return Effect.succeed({ field: "rottenStatus", status: request.status });
    case "update verified":
      return Effect.succeed({ field: "verified", verified: request.verified });
    case "update incorrect":
      return Effect.succeed({ field: "incorrect", code: request.type, incorrect: request.incorrect });
    case "reset all":
      return Effect.succeed({ field: "resetAll" });
  }
};

/** Changes one film or series and records the change in the audit log with it. */
export const editTitle = Effect.fn("editTitle")(function* (
  actor: AdminActor,
  kind: "film" | "series",
  tconst: string,
  request: TitleChangeRequest,
  now: number,
) {
  const edit = yield* checkedEdit(request);
  const edited = yield* (yield* AdminCatalogue).editTitle(kind, tconst, edit, stampBy(actor, now, request.action, `${kind} ${tconst}`));
  if (Option.isNone(edited)) return yield* new AdminTargetNotFound({ message: `No ${kind} has the IMDb id ${tconst}.` });
  return edited.value;
});
