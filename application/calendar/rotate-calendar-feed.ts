import { Clock, Effect } from "effect";
import { SecureTokens } from "../accounts/secure-tokens.ts";
import { CalendarFeeds } from "./calendar-feeds.ts";
import { feedAddressFor } from "./get-calendar-feed-address.ts";

/** Gives the member a new feed address; the old one answers 404 from now on. */
export const rotateCalendarFeed = Effect.fn("rotateCalendarFeed")(function* (userId: number) {
  const seed = yield* (yield* SecureTokens).generate;
  const address = yield* feedAddressFor(userId, seed);
  yield* (yield* CalendarFeeds).replaceSeed(userId, seed, address.tokenHash, yield* Clock.currentTimeMillis);
  return { url: address.url };
});
