import { Schema } from "effect";

/** A field the user must correct; `field` names the input the message belongs under. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()(
  "InvalidInput",
  { field: Schema.NullOr(Schema.String), message: Schema.String },
  { httpApiStatus: 400 },
) {}

export class LoginFailed extends Schema.TaggedError<LoginFailed>()("LoginFailed", { message: Schema.String }, { httpApiStatus: 401 }) {}

export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()(
  "TooManyAttempts",
  { message: Schema.String, retryAfterSeconds: Schema.Int },
  { httpApiStatus: 429 },
) {}

export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", { message: Schema.String }, { httpApiStatus: 404 }) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { field: Schema.NullOr(Schema.String), message: Schema.String },
  { httpApiStatus: 409 },
) {}

export const Notice = Schema.Struct({ message: Schema.String });
export type Notice = typeof Notice.Type;

/** An uploaded file the site cannot read; `line` is where in the file (0: the file as a whole). */
export class FileRefused extends Schema.TaggedError<FileRefused>()(
  "FileRefused",
  { file: Schema.String, line: Schema.Int, message: Schema.String },
  { httpApiStatus: 400 },
) {}

export class UploadTooLarge extends Schema.TaggedError<UploadTooLarge>()("UploadTooLarge", { message: Schema.String }, { httpApiStatus: 413 }) {}
