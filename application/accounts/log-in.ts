import { Clock, Effect, Option } from "effect";
import { INCORRECT_CREDENTIALS, tooManyLoginAttempts } from "../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS, ADDRESS_LOGIN_ATTEMPTS, DEVICE_LOGIN_ATTEMPTS, loginWaitMs } from "../../domain/login-throttle.ts";
import { LoginRefused, LoginThrottled } from "./account-failures.ts";
import { AccountRepository } from "./account-repository.ts";
import { KnownDevices } from "./known-devices.ts";
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
  /** The browser's device cookie, when it has one. */
  readonly deviceToken?: string | null;
}

export interface StartedSession {
  readonly userId: number;
  readonly token: string;
  readonly expiresAt: number;
  /** A device cookie to give a browser that had none. */
  readonly newDeviceToken: string | null;
}

export const accountThrottleKey = (tokens: { readonly digest: (value: string) => string }, email: string): string =>
  `login:account:${tokens.digest(email.trim().toLowerCase())}`;

export const addressThrottleKey = (clientAddress: string): string => `login:address:${clientAddress}`;

export const deviceThrottleKey = (deviceHash: string): string => `login:device:${deviceHash}`;

/**
 * Every attempt is counted before its password is checked, so parallel guesses cannot outrun the count. A browser that
 * has logged in to the account before counts on its own budget: strangers guessing the password never lock its owner out.
 */
export const logIn = Effect.fn("logIn")(function* (input: LogInInput) {
  const accounts = yield* AccountRepository;
  const attempts = yield* LoginAttempts;
  const devices = yield* KnownDevices;
  const hasher = yield* PasswordHasher;
  const tokens = yield* SecureTokens;
  const sessions = yield* SessionStore;
  const now = yield* Clock.currentTimeMillis;
  const found = yield* accounts.findCredentialsByEmail(input.email.trim());
  const deviceHash = input.deviceToken === undefined || input.deviceToken === null ? null : tokens.digest(input.deviceToken);
  const known = Option.isSome(found) && deviceHash !== null && (yield* devices.isKnown(found.value.id, deviceHash));

  const budgets: ReadonlyArray<readonly [string, number]> =
    known && deviceHash !== null
      ? [[deviceThrottleKey(deviceHash), DEVICE_LOGIN_ATTEMPTS]]
      : [
          [accountThrottleKey(tokens, input.email), ACCOUNT_LOGIN_ATTEMPTS],
          [addressThrottleKey(input.clientAddress), ADDRESS_LOGIN_ATTEMPTS],
        ];
  for (const [key, limit] of budgets) {
    const waitMs = loginWaitMs(yield* attempts.take(key, now), limit, now);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return yield* new LoginThrottled({ retryAfterSeconds: seconds, message: tooManyLoginAttempts(seconds) });
    }
  }

  if (Option.isNone(found)) {
    yield* hasher.verifyDummy(input.password);
    return yield* new LoginRefused({ message: INCORRECT_CREDENTIALS });
  }
  const check = yield* hasher.verify(found.value.passwordHash, input.password);
  if (!check.valid) return yield* new LoginRefused({ message: INCORRECT_CREDENTIALS });

  // The right password ends the account's wait; the address only gets this attempt back, so spraying others stays slow.
  yield* attempts.clear(accountThrottleKey(tokens, input.email));
  if (!known) yield* attempts.giveBack(addressThrottleKey(input.clientAddress));
  let newDeviceToken: string | null = null;
  let rememberedHash = deviceHash;
  if (rememberedHash === null) {
    newDeviceToken = yield* tokens.generate;
    rememberedHash = tokens.digest(newDeviceToken);
  }
  yield* devices.remember(found.value.id, rememberedHash, now);
  const rehashed = check.needsRehash ? yield* hasher.hash(input.password) : null;
  yield* accounts.recordLogin(found.value.id, now, rehashed);
  if (input.previousSessionToken !== null) yield* sessions.revoke(tokens.digest(input.previousSessionToken));
  const token = yield* tokens.generate;
  const expiresAt = now + SESSION_IDLE_MS;
  yield* sessions.create({ id: tokens.digest(token), userId: found.value.id, lastSeenAt: now, expiresAt });
  const started: StartedSession = { userId: found.value.id, token, expiresAt, newDeviceToken };
  return started;
});
