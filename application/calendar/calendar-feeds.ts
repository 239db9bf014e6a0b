import { Context, type Effect, type Option } from "effect";
import type { CalendarShowing } from "../../domain/calendar-event.ts";

export interface CalendarFeedsShape {
  /** The seed of the member's feed address; a member without one gets `seed` (a concurrent first call keeps the first). */
  readonly seedOf: (userId: number, seed: string, tokenHash: string, now: number) => Effect.Effect<string>;
  /** Replaces the member's seed, so the old address stops answering at once. */
  readonly replaceSeed: (userId: number, seed: string, tokenHash: string, now: number) => Effect.Effect<void>;
  readonly userOfToken: (tokenHash: string) => Effect.Effect<Option.Option<number>>;
  /** Broadcasts from `now` on of the titles the member has an alert on, soonest first, at most `limit`. */
  readonly alertShowings: (userId: number, now: number, limit: number) => Effect.Effect<ReadonlyArray<CalendarShowing>>;
  /** One broadcast (not a streaming offer) by its show id. */
  readonly showing: (showId: number) => Effect.Effect<Option.Option<CalendarShowing>>;
}

/** Members' secret calendar addresses and the broadcasts they list. */
export class CalendarFeeds extends Context.Service<CalendarFeeds, CalendarFeedsShape>()("tellyfilms/application/CalendarFeeds") {}

/** The seed a feed token is derived from; keeps feed tokens apart from every other derived token. */
export const feedTokenSeed = (userId: number, seed: string): string => `calendar-feed:${userId}:${seed}`;
