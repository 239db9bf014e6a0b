import { Context, type Effect, type Option } from "effect";

export interface StoredSession {
  /** The digest of the cookie token; the token itself is never stored. */
  readonly id: string;
  readonly userId: number;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
}

export interface SessionStoreShape {
  readonly create: (session: StoredSession) => Effect.Effect<void>;
  readonly find: (id: string) => Effect.Effect<Option.Option<StoredSession>>;
  readonly touch: (id: string, lastSeenAt: number, expiresAt: number) => Effect.Effect<void>;
  readonly revoke: (id: string) => Effect.Effect<void>;
  readonly revokeAllForUser: (userId: number, except?: string) => Effect.Effect<void>;
  readonly purgeExpired: (now: number) => Effect.Effect<number>;
}

export class SessionStore extends Context.Service<SessionStore, SessionStoreShape>()("tellyfilms/application/SessionStore") {}
