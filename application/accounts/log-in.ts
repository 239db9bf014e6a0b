import { Clock, Effect, Option } from "effect";
import { INCORRECT_CREDENTIALS, tooManyLoginAttempts } from "../../domain/account-texts.ts";
import { loginWaitMs } from "../../domain/login-throttle.ts";
import { LoginRefused, LoginThrottled } from "./account-failures.ts";
import { AccountRepository } from "./account-repository.ts";
import { LoginAttempts } from "./login-attempts.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { SecureTokens } from "./secure-tokens.ts";
import { SESSION_IDLE_MS } from "./session-lifetime.ts";
import { SessionStore } from "./session-store.ts";

export interface LogInInput {
  readonly email: string;
  readonly password: string;
  readonly clientAddress: string;
  /** The session cookie the browser still holds: it ends, and a new session starts. */
  readonly previousSessionToken: string | null;
}

export interface StartedSession {
  readonly userId: number;
  readonly token: string;
  readonly expiresAt: number;
}

export const accountThrottleKey = (tokens: { readonly digest: (value: string) => string }, email: string): string =>
  `login:account:${tokens.digest(email.trim().toLowerCase())}`;

export const addressThrottleKey = (clientAddress: string): string => `login:address:${clientAddress}`;

export const logIn = Effect.fn("logIn")(function* (input: LogInInput) {
  const accounts = yield* AccountRepository;
  const attempts = yield* LoginAttempts;
  const hasher = yield* PasswordHasher;
  const tokens = yield* SecureTokens;
  const sessions = yield* SessionStore;
  const accountKey = accountThrottleKey(tokens, input.email);
  const addressKey = addressThrottleKey(input.clientAddress);
  const now = yield* Clock.currentTimeMillis;

  const waitMs = Math.max(loginWaitMs(yield* attempts.read(accountKey), now), loginWaitMs(yield* attempts.read(addressKey), now));
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    return yield* new LoginThrottled({ retryAfterSeconds: seconds, message: tooManyLoginAttempts(seconds) });
  }

  const refuse = Effect.gen(function* () {
    yield* attempts.recordFailure(accountKey, now);
    yield* attempts.recordFailure(addressKey, now);
    return yield* new LoginRefused({ message: INCORRECT_CREDENTIALS });
  });

  const found = yield* accounts.findCredentialsByEmail(input.email.trim());
  if (Option.isNone(found)) {
    yield* hasher.verifyDummy(input.password);
    return yield* refuse;
  }
  const check = yield* hasher.verify(found.value.passwordHash, input.password);
  if (!check.valid) return yield* refuse;

  // Only the account's count resets: a success on one account must not reopen an address spraying others.
  yield* attempts.clear(accountKey);
  const rehashed = check.needsRehash ? yield* hasher.hash(input.password) : null;
  yield* accounts.recordLogin(found.value.id, now, rehashed);
  if (input.previousSessionToken !== null) yield* sessions.revoke(tokens.digest(input.previousSessionToken));
  const token = yield* tokens.generate;
  const expiresAt = now + SESSION_IDLE_MS;
  yield* sessions.create({ id: tokens.digest(token), userId: found.value.id, lastSeenAt: now, expiresAt });
  const started: StartedSession = { userId: found.value.id, token, expiresAt };
  return started;
});
