import { Schema } from "effect";

export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", {
  retryAfterSeconds: Schema.Int,
}) {}

export class AdvertNotFound extends Schema.TaggedError<AdvertNotFound>()("AdvertNotFound", { id: Schema.Int }) {}

export class TitleToReportNotFound extends Schema.TaggedError<TitleToReportNotFound>()("TitleToReportNotFound", {
  slug: Schema.String,
}) {}
