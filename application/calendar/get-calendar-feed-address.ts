import { Clock, Effect } from "effect";
import { SecureTokens } from "../accounts/secure-tokens.ts";
import { PublicSite } from "../accounts/public-site.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { CalendarFeeds, feedTokenSeed } from "./calendar-feeds.ts";

export const calendarFeedUrl = (siteUrl: string, token: string): string => `${siteUrl}/calendar-feed/${token}.ics`;

/** The member's feed address for `seed` and the digest under which it is stored. */
export const feedAddressFor = (userId: number, seed: string) =>
  Effect.gen(function* () {
    const token = (yield* LinkSigner).derive(feedTokenSeed(userId, seed));
    return { url: calendarFeedUrl((yield* PublicSite).url, token), tokenHash: (yield* SecureTokens).digest(token) };
  });

/** The member's secret calendar feed address, made on first request and the same after that until rotated. */
export const getCalendarFeedAddress = Effect.fn("getCalendarFeedAddress")(function* (userId: number) {
  const proposed = yield* (yield* SecureTokens).generate;
  const fresh = yield* feedAddressFor(userId, proposed);
  const seed = yield* (yield* CalendarFeeds).seedOf(userId, proposed, fresh.tokenHash, yield* Clock.currentTimeMillis);
  return { url: seed === proposed ? fresh.url : (yield* feedAddressFor(userId, seed)).url };
});
