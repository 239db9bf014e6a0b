import { Effect, Layer } from "effect";
import { KnownDevices } from "../../application/accounts/known-devices.ts";
import { LoginAttempts } from "../../application/accounts/login-attempts.ts";
import { LOGIN_WINDOW_MS } from "../../domain/login-throttle.ts";
import type { InMemoryData } from "./in-memory-data.ts";

export const loginAttemptsFake = (data: InMemoryData) =>
  Layer.succeed(
    LoginAttempts,
    LoginAttempts.of({
      take: (key, now) =>
        Effect.sync(() => {
          const current = data.loginAttempts.get(key);
          const next =
            current === undefined || current.windowStart <= now - LOGIN_WINDOW_MS
              ? { windowStart: now, attempts: 1, lastAt: now }
              : { windowStart: current.windowStart, attempts: current.attempts + 1, lastAt: now };
          data.loginAttempts.set(key, next);
          return { windowStart: next.windowStart, attempts: next.attempts };
        }),
      peek: (key, now) =>
        Effect.sync(() => {
          const current = data.loginAttempts.get(key);
          return current === undefined || current.windowStart <= now - LOGIN_WINDOW_MS
            ? null
            : { windowStart: current.windowStart, attempts: current.attempts };
        }),
      giveBack: (key) =>
        Effect.sync(() => {
          const current = data.loginAttempts.get(key);
          if (current !== undefined) data.loginAttempts.set(key, { ...current, attempts: Math.max(0, current.attempts - 1) });
        }),
      clear: (key) => Effect.sync(() => void data.loginAttempts.delete(key)),
      purgeIdleSince: (cutoff) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [key, record] of data.loginAttempts) {
            if (record.lastAt < cutoff) {
              data.loginAttempts.delete(key);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );

export const knownDevicesFake = (data: InMemoryData) =>
  Layer.succeed(
    KnownDevices,
    KnownDevices.of({
      isKnown: (userId, deviceHash) => Effect.sync(() => data.knownDevices.get(`${userId} ${deviceHash}`) !== undefined),
      remember: (userId, deviceHash, now) => Effect.sync(() => void data.knownDevices.set(`${userId} ${deviceHash}`, now)),
    }),
  );
