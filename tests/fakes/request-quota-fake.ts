import { Effect, Layer } from "effect";
import { RequestQuota } from "../../application/site/request-quota.ts";
import type { InMemoryData } from "./in-memory-data.ts";

export const requestQuotaFake = (data: InMemoryData) =>
  Layer.succeed(
    RequestQuota,
    RequestQuota.of({
      take: (key, rule, now) =>
        Effect.sync(() => {
          const current = data.quotas.get(key);
          const next =
            current === undefined || current.start <= now - rule.windowMs ? { start: now, hits: 1 } : { start: current.start, hits: current.hits + 1 };
          data.quotas.set(key, next);
          return next.hits <= rule.limit;
        }),
      purgeStartedBefore: (cutoff) =>
        Effect.sync(() => {
          const ended = [...data.quotas].filter(([, window]) => window.start < cutoff);
          for (const [key] of ended) data.quotas.delete(key);
          return ended.length;
        }),
    }),
  );
