import { Clock, Effect, Option } from "effect";
import { FEED_MAX_EVENTS } from "../../domain/calendar-event.ts";
import { isWellFormedToken, SecureTokens } from "../accounts/secure-tokens.ts";
import { CalendarFeedNotFound } from "./calendar-failures.ts";
import { CalendarFeeds } from "./calendar-feeds.ts";

const UNKNOWN_FEED = "No calendar feed has this address; copy the current one from your profile page.";

/** The coming broadcasts of the alert films of the member whose feed token this is. */
export const readCalendarFeed = Effect.fn("readCalendarFeed")(function* (token: string) {
  if (!isWellFormedToken(token)) return yield* new CalendarFeedNotFound({ message: UNKNOWN_FEED });
  const feeds = yield* CalendarFeeds;
  const user = yield* feeds.userOfToken((yield* SecureTokens).digest(token));
  if (Option.isNone(user)) return yield* new CalendarFeedNotFound({ message: UNKNOWN_FEED });
  return yield* feeds.alertShowings(user.value, yield* Clock.currentTimeMillis, FEED_MAX_EVENTS);
});
