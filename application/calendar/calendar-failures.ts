import { Schema } from "effect";

export class CalendarFeedNotFound extends Schema.TaggedError<CalendarFeedNotFound>()("CalendarFeedNotFound", { message: Schema.String }) {}

export class ShowingNotFound extends Schema.TaggedError<ShowingNotFound>()("ShowingNotFound", { showId: Schema.Int, message: Schema.String }) {}
