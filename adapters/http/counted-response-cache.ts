import { Effect, Layer, Metric } from "effect";
import { responseCacheLookups } from "../observability/app-metrics.ts";
import { ResponseCache } from "./response-cache.ts";

const hits = Metric.withAttributes(responseCacheLookups, { result: "hit" });
const misses = Metric.withAttributes(responseCacheLookups, { result: "miss" });

/** The response cache, counting its hits and misses: a lookup whose computation ran is a miss. */
export const CountedResponseCache = <E, R>(cache: Layer.Layer<ResponseCache, E, R>) =>
  Layer.effect(
    ResponseCache,
    Effect.gen(function* () {
      const inner = yield* ResponseCache;
      return ResponseCache.of({
        ...inner,
        getOrCompute: (key, compute, weigh, minute) =>
          Effect.suspend(() => {
            let computed = false;
            const counted = Effect.suspend(() => ((computed = true), compute));
            return inner.getOrCompute(key, counted, weigh, minute).pipe(Effect.ensuring(Effect.suspend(() => Metric.update(computed ? misses : hits, 1))));
          }),
      });
    }),
  ).pipe(Layer.provide(cache));
