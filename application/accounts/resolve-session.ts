import { Clock, Effect, Option } from "effect";
import { SecureTokens, isWellFormedToken } from "./secure-tokens.ts";
import { SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from "./session-lifetime.ts";
import { SessionStore } from "./session-store.ts";

export interface ActiveSession {
  readonly userId: number;
  /** The stored digest, which names the session without being its token. */
  readonly sessionId: string;
  readonly expiresAt: number;
  /** The expiry moved on: the cookie should be sent again with the new lifetime. */
  readonly renewed: boolean;
}

/** The session a cookie token names, if it exists and has been used within the idle limit; use extends it. */
export const resolveSession = Effect.fn("resolveSession")(function* (token: string) {
  if (!isWellFormedToken(token)) return Option.none<ActiveSession>();
  const tokens = yield* SecureTokens;
  const sessions = yield* SessionStore;
  const id = tokens.digest(token);
  const found = yield* sessions.find(id);
  if (Option.isNone(found)) return Option.none<ActiveSession>();
  const now = yield* Clock.currentTimeMillis;
  const session = found.value;
  if (session.expiresAt <= now) {
    yield* sessions.revoke(id);
    return Option.none<ActiveSession>();
  }
  if (now - session.lastSeenAt < SESSION_TOUCH_INTERVAL_MS) {
    return Option.some<ActiveSession>({ userId: session.userId, sessionId: id, expiresAt: session.expiresAt, renewed: false });
  }
  const expiresAt = now + SESSION_IDLE_MS;
  yield* sessions.touch(id, now, expiresAt);
  return Option.some<ActiveSession>({ userId: session.userId, sessionId: id, expiresAt, renewed: true });
});
