import { Schema } from "effect";
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { Multipart } from "effect/http";
import { ChannelSource } from "../../../domain/channel-source.ts";
import { EmailPreference } from "../../../domain/email-preference.ts";
import { Filters } from "../../../domain/filters.ts";
import { ListItem } from "../../../domain/list-item.ts";
import { Message } from "../../../domain/message.ts";
import { ProfileGraph } from "../../../domain/profile-charts.ts";
import { RecommendedFilm } from "../../../domain/recommendations.ts";
import { StarRating } from "../../../domain/star-rating.ts";
import { FlagKind, UserFlags } from "../../../domain/user-flags.ts";
import { User } from "../../../domain/user.ts";
import { View } from "../../../domain/view.ts";
import { HistoryImportReport } from "../../../domain/watch-history.ts";
import { Conflict, FileRefused, InvalidInput, NotFound, Notice, UploadTooLarge } from "./account-errors.ts";
import { Authentication } from "./session-security.ts";

const Tconst = Schema.String.check(Schema.isPattern(/^[a-z0-9-]{1,40}$/i));
const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
const ListId = Schema.Int;

export const FilmList = Schema.Struct({ films: Schema.Array(ListItem) });
export const Messages = Schema.Struct({ messages: Schema.Array(Message) });
export const Recommendations = Schema.Struct({ films: Schema.Array(RecommendedFilm) });
export const FlagsAnswer = Schema.Struct({ ...UserFlags.fields, message: Schema.NullOr(Message) });
export const ProfileImage = Schema.Struct({ url: Schema.NullOr(Schema.String) });
export const CalendarFeedAddress = Schema.Struct({ url: Schema.String });
/** What a history import did, and the member's flags after it. */
export const HistoryImport = Schema.Struct({ ...HistoryImportReport.fields, flags: UserFlags });

const HistoryUpload = Schema.Struct({ file: Multipart.SingleFileSchema }).pipe(
  HttpApiSchema.asMultipart({ maxParts: 4, maxFileSize: "6 MB", maxTotalSize: "6 MB" }),
);

export const UpdateCredentials = Schema.Struct({
  action: Schema.Literal("update email/password"),
  email: Text(EMAIL_MAX_LENGTH),
  password: Text(PASSWORD_INPUT_MAX_LENGTH),
  current_password: Text(PASSWORD_INPUT_MAX_LENGTH),
});
export const UpdateWatchedDate = Schema.Struct({ action: Schema.Literal("update watched date"), tconst: Tconst, date: Schema.NullOr(IsoDate) });
export const UpdateChannelsList = Schema.Struct({
  action: Schema.Literal("update channels list"),
  channels: Schema.Array(Schema.Int),
  channels_list: Schema.optionalKey(Schema.NullOr(ListId)),
});
export const ToggleChannel = Schema.Struct({
  action: Schema.Literal("toggle channel"),
  channel: Schema.Int,
  channels_list: Schema.optionalKey(Schema.NullOr(ListId)),
  /** the platform (system) list being shown, whose channels the default custom list starts from */
  system: Schema.optionalKey(Schema.NullOr(Schema.Int)),
});
export const CreateChannelsList = Schema.Struct({ action: Schema.Literal("create channels list"), title: Schema.NullOr(Text(200)) });
export const DeleteChannelsList = Schema.Struct({ action: Schema.Literal("delete channels list"), channels_list: ListId });

export const SaveStars = Schema.Struct({ action: Schema.Literal("save stars"), imdb: Tconst, stars: Schema.NullOr(StarRating) });
export const SetFlag = Schema.Struct({
  action: FlagKind,
  tconst: Tconst,
  title: Schema.optionalKey(Text(1000)),
  year: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  value: Schema.Boolean,
});

/** Everything that needs a logged-in user: an anonymous caller gets 401, and no call reaches another user's data. */
export class PersonalApi extends HttpApiGroup.make("personal", { topLevel: true })
  .add(
    HttpApiEndpoint.get("user", "/user/", {
      query: { "favourite-genres": Schema.optional(Text(200)) },
      success: Schema.Union([User, ProfileGraph]),
    }),
    HttpApiEndpoint.put("updateUser", "/user/", {
      payload: Schema.Union([UpdateCredentials, UpdateWatchedDate, UpdateChannelsList, ToggleChannel]),
      success: Schema.Union([Notice, FilmList, User]),
      error: [InvalidInput, Conflict, NotFound],
    }),
    HttpApiEndpoint.post("changeChannelLists", "/user/", {
      payload: Schema.Union([CreateChannelsList, DeleteChannelsList]),
      success: User,
      error: NotFound,
    }),
    HttpApiEndpoint.put("setUsername", "/profile-username/", {
      payload: Schema.Struct({ username: Text(200) }),
      success: Schema.Struct({ username: Schema.String }),
      error: InvalidInput,
    }),
    HttpApiEndpoint.post("uploadProfileImage", "/upload-profile-image/", {
      payload: Schema.Struct({ img_file: Multipart.SingleFileSchema }).pipe(
        HttpApiSchema.asMultipart({ maxParts: 4, maxFileSize: "5 MB", maxTotalSize: "6 MB" }),
      ),
      success: ProfileImage,
      error: InvalidInput,
    }),
    HttpApiEndpoint.post("importLetterboxd", "/import-letterboxd/", {
      payload: HistoryUpload,
      success: HistoryImport,
      error: [FileRefused, UploadTooLarge],
    }),
    HttpApiEndpoint.post("importImdbRatings", "/import-imdb-ratings/", {
      payload: HistoryUpload,
      success: HistoryImport,
      error: [FileRefused, UploadTooLarge],
    }),
    HttpApiEndpoint.delete("deleteProfileImage", "/upload-profile-image/", { success: ProfileImage }),
    HttpApiEndpoint.put("setEmailPreference", "/email-preference/", {
      payload: Schema.Struct({ preference: EmailPreference, subscribe: Schema.Boolean }),
      success: Schema.Struct({ preference: EmailPreference, subscribe: Schema.Boolean }),
    }),
    HttpApiEndpoint.get("messages", "/user-messages/", { query: { latest: Schema.optional(Text(200)) }, success: Messages }),
    HttpApiEndpoint.put("markMessagesRead", "/user-messages/", {
      payload: Schema.Struct({ action: Schema.Literal("mark all read") }),
      success: Messages,
    }),
    HttpApiEndpoint.get("watched", "/watched/", { success: FilmList }),
    HttpApiEndpoint.get("alerts", "/alerts/", { success: FilmList }),
    HttpApiEndpoint.get("notInterested", "/not-interested/", { success: FilmList }),
    HttpApiEndpoint.put("film", "/imdb/:tconst/", {
      params: { tconst: Tconst },
      payload: Schema.Union([SaveStars, SetFlag]),
      success: FlagsAnswer,
      error: [InvalidInput, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("checkbox", "/do-checkbox/", {
      payload: Schema.Struct({ tconst: Tconst, type: FlagKind, flag: Schema.Boolean }),
      success: FlagsAnswer,
      error: NotFound,
    }),
    HttpApiEndpoint.get("calendarFeed", "/calendar-feed/", { success: CalendarFeedAddress }),
    HttpApiEndpoint.post("rotateCalendarFeed", "/calendar-feed/", {
      payload: Schema.Struct({ action: Schema.Literal("rotate") }),
      success: CalendarFeedAddress,
    }),
    HttpApiEndpoint.get("recommendations", "/recommendations/", { success: Recommendations }),
    HttpApiEndpoint.post("savePreference", "/save_preference/", { payload: Filters, success: Filters }),
    HttpApiEndpoint.post("saveView", "/save_view/", { payload: Schema.Struct({ view: View }), success: Schema.Struct({ view: View }) }),
    HttpApiEndpoint.post("saveSystem", "/save_system/", {
      payload: Schema.Struct({ system: ChannelSource }),
      success: Schema.Struct({ system: ChannelSource }),
    }),
  )
  .middleware(Authentication)
  .annotateMerge(OpenApi.annotations({ title: "Personal data" })) {}
