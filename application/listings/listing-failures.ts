import { Schema } from "effect";

export class StreamingServiceNotFound extends Schema.TaggedError<StreamingServiceNotFound>()("StreamingServiceNotFound", {
  slug: Schema.String,
}) {}

export class GenreNotFound extends Schema.TaggedError<GenreNotFound>()("GenreNotFound", { slug: Schema.String }) {}

export class ChannelNotFound extends Schema.TaggedError<ChannelNotFound>()("ChannelNotFound", { slug: Schema.String }) {}
