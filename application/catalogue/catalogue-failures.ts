import { Schema } from "effect";

export class TitleNotFound extends Schema.TaggedError<TitleNotFound>()("TitleNotFound", {
  kind: Schema.Literals(["film", "series"]),
  slug: Schema.String,
}) {}

export class PersonNotFound extends Schema.TaggedError<PersonNotFound>()("PersonNotFound", {
  role: Schema.Literals(["star", "director"]),
  slug: Schema.String,
}) {}

export class InvalidBestOfYear extends Schema.TaggedError<InvalidBestOfYear>()("InvalidBestOfYear", {
  message: Schema.String,
}) {}
