import { Clock, Effect, Option } from "effect";
import { HttpEffect, HttpServerResponse } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { deleteAccount } from "../../../application/accounts/delete-account.ts";
import { loadUserState } from "../../../application/accounts/load-user-state.ts";
import { logIn } from "../../../application/accounts/log-in.ts";
import { logOut } from "../../../application/accounts/log-out.ts";
import { requestLoginUnlock } from "../../../application/accounts/request-login-unlock.ts";
import { requestPasswordReset } from "../../../application/accounts/request-password-reset.ts";
import { resetPassword } from "../../../application/accounts/reset-password.ts";
import { resolveSession } from "../../../application/accounts/resolve-session.ts";
import { signUp } from "../../../application/accounts/sign-up.ts";
import { ANONYMOUS_WRITE_QUOTAS } from "../../../application/site/request-quota.ts";
import { withinAddressQuota } from "../address-quota.ts";
import { ANONYMOUS_USER } from "../../../domain/user.ts";
import { InvalidInput, LoginFailed, TooManyAttempts } from "../contract/account-errors.ts";
import { Api } from "../contract/api.ts";
import { SessionUser } from "../contract/session-security.ts";
import {
  clearSessionCookie,
  clientAddressOfRequest,
  deviceTokenOfRequest,
  sessionTokenOfRequest,
  setDeviceCookie,
  setSessionCookie,
} from "../session-cookie.ts";

const invalidInput = (error: { readonly field: string | null; readonly message: string }) =>
  Effect.fail(new InvalidInput({ field: error.field, message: error.message }));

const retryAfter = (seconds: number) =>
  HttpEffect.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))));

// A session whose account has gone answers as anonymous, and its cookie is dropped.
const userOrAnonymous = (userId: number) => loadUserState(userId).pipe(Effect.catchTag("AccountGone", () => Effect.as(clearSessionCookie, ANONYMOUS_USER)));

export const AccountsHandlers = HttpApiBuilder.group(Api, "accounts", (handlers) =>
  Effect.succeed(
    handlers
      .handle("signUp", ({ payload }) =>
        signUp(payload).pipe(
          Effect.map((message) => ({ message })),
          Effect.catchTag("InvalidAccountInput", invalidInput),
          withinAddressQuota("signup", ANONYMOUS_WRITE_QUOTAS.signUp),
        ),
      )
      .handle("logIn", ({ payload }) =>
        Effect.gen(function* () {
          const started = yield* logIn({
            email: payload.email,
            password: payload.password,
            clientAddress: yield* clientAddressOfRequest,
            previousSessionToken: yield* sessionTokenOfRequest,
            deviceToken: yield* deviceTokenOfRequest,
          });
          yield* setSessionCookie(started.token, started.expiresAt, yield* Clock.currentTimeMillis);
          if (started.newDeviceToken !== null) yield* setDeviceCookie(started.newDeviceToken);
          return yield* userOrAnonymous(started.userId);
        }).pipe(
          Effect.catchTags({
            LoginRefused: (error) => Effect.fail(new LoginFailed({ message: error.message })),
            LoginThrottled: (error) =>
              Effect.andThen(
                retryAfter(error.retryAfterSeconds),
                Effect.fail(new TooManyAttempts({ message: error.message, retryAfterSeconds: error.retryAfterSeconds })),
              ),
          }),
        ),
      )
      .handle("logOut", () =>
        Effect.gen(function* () {
          yield* logOut(yield* sessionTokenOfRequest);
          yield* clearSessionCookie;
          return ANONYMOUS_USER;
        }),
      )
      .handle("forgotPassword", ({ payload }) =>
        requestPasswordReset(payload).pipe(
          Effect.map((message) => ({ message })),
          Effect.catchTag("InvalidAccountInput", invalidInput),
          withinAddressQuota("forgot-password", ANONYMOUS_WRITE_QUOTAS.forgotPassword),
        ),
      )
      .handle("requestLoginUnlock", ({ payload }) =>
        requestLoginUnlock(payload).pipe(
          Effect.map((message) => ({ message })),
          Effect.catchTag("InvalidAccountInput", invalidInput),
          withinAddressQuota("login-unlock", ANONYMOUS_WRITE_QUOTAS.loginUnlock),
        ),
      )
      .handle("resetPassword", ({ payload }) =>
        resetPassword(payload).pipe(
          Effect.map((message) => ({ message })),
          Effect.catchTags({
            InvalidAccountInput: invalidInput,
            ResetLinkInvalid: (error) => Effect.fail(new InvalidInput({ field: "token", message: error.message })),
          }),
          withinAddressQuota("reset-password", ANONYMOUS_WRITE_QUOTAS.resetPassword),
        ),
      )
      .handle("userInitialData", () =>
        Effect.gen(function* () {
          const token = yield* sessionTokenOfRequest;
          const session = token === null ? Option.none() : yield* resolveSession(token);
          if (Option.isNone(session)) return ANONYMOUS_USER;
          if (session.value.renewed && token !== null) {
            yield* setSessionCookie(token, session.value.expiresAt, yield* Clock.currentTimeMillis);
          }
          return yield* userOrAnonymous(session.value.userId);
        }),
      ),
  ),
);

export const AccountDeletionHandlers = HttpApiBuilder.group(Api, "accountDeletion", (handlers) =>
  Effect.succeed(
    handlers.handle("deleteAccount", () =>
      Effect.gen(function* () {
        const session = yield* SessionUser;
        yield* deleteAccount(session.userId);
        yield* clearSessionCookie;
        return ANONYMOUS_USER;
      }),
    ),
  ),
);
