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

/** A history file the import cannot read; `line` is its line in the file (1 is the header). */
export class HistoryFileInvalid extends Schema.TaggedError<HistoryFileInvalid>()("HistoryFileInvalid", {
  file: Schema.String,
  line: Schema.Int,
  message: Schema.String,
}) {}

/** A history upload over the size limit, refused before it is read. */
export class HistoryFileTooLarge extends Schema.TaggedError<HistoryFileTooLarge>()("HistoryFileTooLarge", {
  message: Schema.String,
}) {}
