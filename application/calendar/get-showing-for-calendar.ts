import { Effect, Option } from "effect";
import { ShowingNotFound } from "./calendar-failures.ts";
import { CalendarFeeds } from "./calendar-feeds.ts";

/** One broadcast, for anyone to add to a calendar. */
export const getShowingForCalendar = Effect.fn("getShowingForCalendar")(function* (showId: number) {
  const showing = yield* (yield* CalendarFeeds).showing(showId);
  if (Option.isNone(showing)) return yield* new ShowingNotFound({ showId, message: `No TV showing has the id ${showId}.` });
  return showing.value;
});
