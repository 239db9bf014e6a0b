import { Effect, Layer } from "effect";
import { PasswordResets } from "../../application/accounts/password-resets.ts";
import { enqueueInMemory, type InMemoryData } from "./in-memory-data.ts";

export const passwordResetsFake = (data: InMemoryData) =>
  Layer.succeed(
    PasswordResets,
    PasswordResets.of({
      countIssuedSince: (userId, since) =>
        Effect.sync(() => [...data.resets.values()].filter((reset) => reset.userId === userId && reset.createdAt >= since).length),
      issue: (reset, mail) =>
        Effect.sync(() => {
          data.resets.set(reset.tokenDigest, { userId: reset.userId, createdAt: reset.createdAt, expiresAt: reset.expiresAt, usedAt: null });
          enqueueInMemory(data, mail);
        }),
      isRedeemable: (digest, now) =>
        Effect.sync(() => {
          const reset = data.resets.get(digest);
          return reset !== undefined && reset.usedAt === null && reset.expiresAt > now;
        }),
      redeem: (digest, now, passwordHash) =>
        Effect.sync(() => {
          const reset = data.resets.get(digest);
          if (reset === undefined || reset.usedAt !== null || reset.expiresAt <= now) return null;
          const account = data.accounts.get(reset.userId);
          if (account === undefined || account.terminatedAt !== null) return null;
          reset.usedAt = now;
          account.passwordHash = passwordHash;
          for (const [id, session] of data.sessions) if (session.userId === reset.userId) data.sessions.delete(id);
          return reset.userId;
        }),
      purgeExpired: (now) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [digest, reset] of data.resets) {
            if (reset.expiresAt <= now) {
              data.resets.delete(digest);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );
