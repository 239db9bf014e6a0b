import { Effect, Layer } from "effect";
import { EmailChanges } from "../../application/accounts/email-changes.ts";
import { enqueueInMemory, type InMemoryData } from "./in-memory-data.ts";

export const emailChangesFake = (data: InMemoryData) =>
  Layer.succeed(
    EmailChanges,
    EmailChanges.of({
      issue: (change, mails) =>
        Effect.sync(() => {
          data.emailChanges.set(change.tokenDigest, { userId: change.userId, newEmail: change.newEmail, expiresAt: change.expiresAt, usedAt: null });
          for (const mail of mails) enqueueInMemory(data, mail);
        }),
      redeem: (digest, now) =>
        Effect.sync(() => {
          const change = data.emailChanges.get(digest);
          const account = change === undefined ? undefined : data.accounts.get(change.userId);
          if (change === undefined || account === undefined || account.terminatedAt !== null) return { outcome: "unknown" } as const;
          if (change.usedAt !== null) return { outcome: "used" } as const;
          if (change.expiresAt <= now) return { outcome: "expired" } as const;
          const wanted = change.newEmail.toLowerCase();
          if ([...data.accounts.values()].some((row) => row.id !== account.id && row.email.toLowerCase() === wanted)) return { outcome: "taken" } as const;
          change.usedAt = now;
          account.email = change.newEmail;
          return { outcome: "changed", userId: account.id, newEmail: change.newEmail } as const;
        }),
      purgeExpiredBefore: (cutoff) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [digest, change] of data.emailChanges) {
            if (change.expiresAt < cutoff) {
              data.emailChanges.delete(digest);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );
