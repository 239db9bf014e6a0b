import { Context, Deferred, Effect, Exit, Layer } from "effect";

interface Slot {
  readonly deferred: Deferred.Deferred<unknown, unknown>;
  weight: number;
  /** The minute (Unix ms / 60,000) the value holds for; undefined when it holds until the data changes. */
  readonly minute: number | undefined;
}

export interface ResponseCacheShape {
  /**
   * The value cached under the key, or the result of `compute` (run once even when many requests miss together).
   * Expected failures are cached with the key; defects and interruptions are not. `weigh` tells roughly how many bytes a
   * value holds, so that the cache stays within its byte budget as well as its entry count. A value made for one `minute`
   * (Unix ms / 60,000) is never asked for again once a later minute has come: the first value of a later minute drops them.
   */
  readonly getOrCompute: <A, E, R>(key: string, compute: Effect.Effect<A, E, R>, weigh?: (value: A) => number, minute?: number) => Effect.Effect<A, E, R>;
  /** Whether the key's value (or expected failure) is held, with no computation of it still running. */
  readonly holds: (key: string) => Effect.Effect<boolean>;
  readonly clear: Effect.Effect<void>;
  /** Entries held and the sum of their weights. */
  readonly size: Effect.Effect<{ readonly entries: number; readonly bytes: number }>;
}

/** In-process least-recently-used cache of computed responses; keys carry the data version, so old entries simply age out. */
export class ResponseCache extends Context.Service<ResponseCache, ResponseCacheShape>()("tellyfilms/http/ResponseCache") {}

export const DEFAULT_MAX_ENTRIES = 2000;
export const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;

export const makeResponseCache = (maxEntries: number, maxBytes = DEFAULT_MAX_BYTES): ResponseCacheShape => {
  const slots = new Map<string, Slot>();
  let bytes = 0;
  let latestMinute = Number.NEGATIVE_INFINITY;
  const remove = (key: string, slot: Slot) => {
    if (slots.get(key) !== slot) return;
    slots.delete(key);
    bytes -= slot.weight;
  };
  // The most recent entry stays even when it alone is over the budget: the next request for it would only compute it again.
  const evict = () => {
    for (const [key, slot] of slots) {
      if (slots.size <= 1 || (slots.size <= maxEntries && bytes <= maxBytes)) return;
      remove(key, slot);
    }
  };
  // Values of past minutes would only wait for the least-recently-used order to reach them, holding memory meanwhile.
  const dropBefore = (minute: number) => {
    latestMinute = minute;
    for (const [key, slot] of slots) if (slot.minute !== undefined && slot.minute < minute) remove(key, slot);
  };
  return {
    getOrCompute: <A, E, R>(key: string, compute: Effect.Effect<A, E, R>, weigh?: (value: A) => number, minute?: number) =>
      Effect.suspend(() => {
        const existing = slots.get(key);
        if (existing !== undefined) {
          slots.delete(key);
          slots.set(key, existing);
          return Deferred.await(existing.deferred) as Effect.Effect<A, E>;
        }
        if (minute !== undefined && minute > latestMinute) dropBefore(minute);
        const deferred = Deferred.makeUnsafe<A, E>();
        const slot: Slot = { deferred: deferred as Deferred.Deferred<unknown, unknown>, weight: 0, minute };
        slots.set(key, slot);
        evict();
        return Effect.uninterruptible(
          Effect.onExit(compute, (exit) => {
            if (Exit.isFailure(exit) && !Exit.hasFails(exit)) remove(key, slot);
            if (Exit.isSuccess(exit) && weigh !== undefined && slots.get(key) === slot) {
              slot.weight = weigh(exit.value);
              bytes += slot.weight;
              evict();
            }
            return Deferred.done(deferred, exit);
          }),
        );
      }),
    holds: (key) =>
      Effect.suspend(() => {
        const slot = slots.get(key);
        return slot === undefined ? Effect.succeed(false) : Deferred.isDone(slot.deferred);
      }),
    clear: Effect.sync(() => {
      slots.clear();
      bytes = 0;
    }),
    size: Effect.sync(() => ({ entries: slots.size, bytes })),
  };
};

export const ResponseCacheLive = (maxEntries = DEFAULT_MAX_ENTRIES, maxBytes = DEFAULT_MAX_BYTES) =>
  Layer.sync(ResponseCache)(() => makeResponseCache(maxEntries, maxBytes));
