import { Effect, Layer } from "effect";
import { LoginAttempts } from "../../application/accounts/login-attempts.ts";
import { afterLoginFailure } from "../../domain/login-throttle.ts";
import type { InMemoryData } from "./in-memory-data.ts";

export const loginAttemptsFake = (data: InMemoryData) =>
  Layer.succeed(
    LoginAttempts,
    LoginAttempts.of({
      read: (key) => Effect.sync(() => data.loginFailures.get(key) ?? null),
      recordFailure: (key, now) => Effect.sync(() => void data.loginFailures.set(key, afterLoginFailure(data.loginFailures.get(key) ?? null, now))),
      clear: (key) => Effect.sync(() => void data.loginFailures.delete(key)),
      purgeIdleSince: (cutoff) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [key, record] of data.loginFailures) {
            if (record.lastFailureAt < cutoff) {
              data.loginFailures.delete(key);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );
