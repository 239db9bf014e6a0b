import { Clock, Effect } from "effect";

/** The most turns missed while the process was busy (or idle) that are handed out at once, in milliseconds of turns. */
const CATCH_UP_MS = 100;
const SECOND_MS = 1000;

export interface RequestPacer {
  /** Waits for this request's turn to start. */
  readonly take: Effect.Effect<void>;
  /** Holds every request that asks from now on back for this long (a 429's Retry-After: the limit is the service's). */
  readonly holdFor: (waitMs: number) => Effect.Effect<void>;
}

/**
 * Starts requests evenly, `requestsPerSecond` a second, in the order they ask, and never more than that many in any
 * second. Turns are handed out ahead, so a request that wakes late (the process was busy) holds no later one back, and
 * turns that passed while the process was too busy to ask are caught up, up to CATCH_UP_MS of them at once: a stall of
 * the event loop (a garbage collection, an embedded database's write) costs no request rate.
 */
export const makeRequestPacer = (requestsPerSecond: number): RequestPacer => {
  const spacingMs = SECOND_MS / Math.max(requestsPerSecond, 0.001);
  /** How many requests one second may start. */
  const perSecond = Math.max(1, Math.floor(requestsPerSecond));
  /** Start times of the latest `perSecond` requests, oldest first. */
  const starts: Array<number> = [];
  let nextTurn: number | undefined;
  return {
    take: Effect.flatMap(Clock.currentTimeMillis, (now) => {
      let turn = nextTurn === undefined ? now : Math.max(nextTurn, now - CATCH_UP_MS);
      const oldest = starts.length === perSecond ? starts.shift() : undefined;
      if (oldest !== undefined) turn = Math.max(turn, oldest + SECOND_MS);
      const start = Math.max(turn, now);
      starts.push(start);
      nextTurn = turn + spacingMs;
      return start > now ? Effect.sleep(start - now) : Effect.void;
    }),
    holdFor: (waitMs) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        nextTurn = Math.max(nextTurn ?? now, now + waitMs);
      }),
  };
};
