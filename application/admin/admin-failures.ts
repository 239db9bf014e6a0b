import { Schema } from "effect";

/** The user is logged in but is not an admin (or the account has gone). */
export class NotAnAdmin extends Schema.TaggedError<NotAnAdmin>()("NotAnAdmin", { message: Schema.String }) {}

export class AdminTargetNotFound extends Schema.TaggedError<AdminTargetNotFound>()("AdminTargetNotFound", { message: Schema.String }) {}

export class InvalidAdminInput extends Schema.TaggedError<InvalidAdminInput>()("InvalidAdminInput", {
  field: Schema.String,
  message: Schema.String,
}) {}

export class TconstTaken extends Schema.TaggedError<TconstTaken>()("TconstTaken", { message: Schema.String }) {}

export class AccountNotFound extends Schema.TaggedError<AccountNotFound>()("AccountNotFound", { message: Schema.String }) {}

export class VideoSearchNotConfigured extends Schema.TaggedError<VideoSearchNotConfigured>()("VideoSearchNotConfigured", {
  message: Schema.String,
}) {}

export class VideoSearchFailed extends Schema.TaggedError<VideoSearchFailed>()("VideoSearchFailed", { message: Schema.String }) {}

export const NOT_AN_ADMIN = "Only admins may use the dashboard.";
export const VIDEO_SEARCH_NOT_CONFIGURED = "Video search is not configured: set YOUTUBE_API_KEY to search YouTube for trailers.";
