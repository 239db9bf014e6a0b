import { Clock, Effect, Layer, Option, Redacted } from "effect";
import { resolveSession } from "../../application/accounts/resolve-session.ts";
import { SecureTokens } from "../../application/accounts/secure-tokens.ts";
import { SessionStore } from "../../application/accounts/session-store.ts";
import { Authentication, notLoggedIn, SessionUser } from "./contract/session-security.ts";
import { HttpSettings } from "./http-settings.ts";
import { setSessionCookie } from "./session-cookie.ts";

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const context = yield* Effect.context<SessionStore | SecureTokens | HttpSettings>();
    return Authentication.of({
      session: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const token = Redacted.value(credential);
          const session = yield* resolveSession(token).pipe(Effect.provideContext(context));
          if (Option.isNone(session)) return yield* notLoggedIn();
          if (session.value.renewed) {
            yield* setSessionCookie(token, session.value.expiresAt, yield* Clock.currentTimeMillis).pipe(Effect.provideContext(context));
          }
          return yield* Effect.provideService(httpEffect, SessionUser, { userId: session.value.userId, sessionId: session.value.sessionId });
        }),
    });
  }),
);
