import { Schema } from "effect";

export class FilmNotFound extends Schema.TaggedError<FilmNotFound>()("FilmNotFound", {
  tconst: Schema.String,
  message: Schema.String,
}) {}

export class FilmNotWatched extends Schema.TaggedError<FilmNotWatched>()("FilmNotWatched", {
  tconst: Schema.String,
  message: Schema.String,
}) {}

export class ChannelListNotFound extends Schema.TaggedError<ChannelListNotFound>()("ChannelListNotFound", {
  message: Schema.String,
}) {}

export class ChannelNotFound extends Schema.TaggedError<ChannelNotFound>()("ChannelNotFound", { message: Schema.String }) {}
