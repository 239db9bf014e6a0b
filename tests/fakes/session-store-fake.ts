import { Effect, Layer, Option } from "effect";
import { SessionStore } from "../../application/accounts/session-store.ts";
import type { InMemoryData } from "./in-memory-data.ts";

export const sessionStoreFake = (data: InMemoryData) =>
  Layer.succeed(
    SessionStore,
    SessionStore.of({
      create: (session) => Effect.sync(() => void data.sessions.set(session.id, { ...session })),
      find: (id) => Effect.sync(() => Option.fromNullishOr(data.sessions.get(id)).pipe(Option.map((session) => ({ ...session })))),
      touch: (id, lastSeenAt, expiresAt) =>
        Effect.sync(() => {
          const session = data.sessions.get(id);
          if (session !== undefined) data.sessions.set(id, { ...session, lastSeenAt, expiresAt });
        }),
      revoke: (id) => Effect.sync(() => void data.sessions.delete(id)),
      revokeAllForUser: (userId, except) =>
        Effect.sync(() => {
          for (const [id, session] of data.sessions) if (session.userId === userId && id !== except) data.sessions.delete(id);
        }),
      purgeExpired: (now) =>
        Effect.sync(() => {
          let purged = 0;
          for (const [id, session] of data.sessions) {
            if (session.expiresAt <= now) {
              data.sessions.delete(id);
              purged++;
            }
          }
          return purged;
        }),
    }),
  );
