import { Clock, Effect, Layer, Option, Redacted } from "effect";
import { resolveSession } from "../../application/accounts/resolve-session.ts";
import { SecureTokens } from "../../application/accounts/secure-tokens.ts";
import { SessionStore } from "../../application/accounts/session-store.ts";
import { AdminAccounts } from "../../application/admin/admin-accounts.ts";
import { requireAdmin } from "../../application/admin/require-admin.ts";
import { AdminAuthorization, AdminUser, NotAdmin } from "./contract/admin-security.ts";
import { notLoggedIn } from "./contract/session-security.ts";
import { HttpSettings } from "./http-settings.ts";
import { setSessionCookie } from "./session-cookie.ts";

export const AdminAuthorizationLive = Layer.effect(
  AdminAuthorization,
  Effect.gen(function* () {
    const context = yield* Effect.context<SessionStore | SecureTokens | HttpSettings | AdminAccounts>();
    return AdminAuthorization.of({
      session: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const token = Redacted.value(credential);
          const session = yield* resolveSession(token).pipe(Effect.provideContext(context));
          if (Option.isNone(session)) return yield* notLoggedIn();
          if (session.value.renewed) {
            yield* setSessionCookie(token, session.value.expiresAt, yield* Clock.currentTimeMillis).pipe(Effect.provideContext(context));
          }
          const admin = yield* requireAdmin(session.value.userId).pipe(
            Effect.provideContext(context),
            Effect.catchTag("NotAnAdmin", (error) => Effect.fail(new NotAdmin({ message: error.message }))),
          );
          return yield* Effect.provideService(httpEffect, AdminUser, admin);
        }),
    });
  }),
);
