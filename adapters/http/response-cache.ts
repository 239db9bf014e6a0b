import { Context, Deferred, Effect, Exit, Layer } from "effect";

interface Slot {
  readonly deferred: Deferred.Deferred<unknown, unknown>;
}

export interface ResponseCacheShape {
  /**
   * The value cached under the key, or the result of `compute` (run once even when many requests miss together).
   * Expected failures are cached with the key; defects and interruptions are not.
   */
  readonly getOrCompute: <A, E, R>(key: string, compute: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
  readonly clear: Effect.Effect<void>;
}

/** In-process least-recently-used cache of computed responses; keys carry the data version, so old entries simply age out. */
export class ResponseCache extends Context.Service<ResponseCache, ResponseCacheShape>()("tellyfilms/http/ResponseCache") {}

export const makeResponseCache = (maxEntries: number): ResponseCacheShape => {
  const slots = new Map<string, Slot>();
  return {
    getOrCompute: <A, E, R>(key: string, compute: Effect.Effect<A, E, R>) =>
      Effect.suspend(() => {
        const existing = slots.get(key);
        if (existing !== undefined) {
          slots.delete(key);
          slots.set(key, existing);
          return Deferred.await(existing.deferred) as Effect.Effect<A, E>;
        }
        const deferred = Deferred.makeUnsafe<A, E>();
        slots.set(key, { deferred: deferred as Deferred.Deferred<unknown, unknown> });
        while (slots.size > maxEntries) {
          const oldest = slots.keys().next().value;
          if (oldest === undefined) break;
          slots.delete(oldest);
        }
        return Effect.uninterruptible(
          Effect.onExit(compute, (exit) => {
            if (Exit.isFailure(exit) && !Exit.hasFails(exit)) slots.delete(key);
            return Deferred.done(deferred, exit);
          }),
        );
      }),
    clear: Effect.sync(() => slots.clear()),
  };
};

export const ResponseCacheLive = (maxEntries = 2000) => Layer.sync(ResponseCache)(() => makeResponseCache(maxEntries));
