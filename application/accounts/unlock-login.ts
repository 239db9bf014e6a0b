import { Clock, Effect, Option, Schema } from "effect";
import { LOGIN_UNLOCK_LINK_EXPIRED, LOGIN_UNLOCK_LINK_INVALID } from "../../domain/account-texts.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { AccountRepository } from "./account-repository.ts";
import { readExpiringLinkToken } from "./expiring-link.ts";
import { KnownDevices } from "./known-devices.ts";
import { accountThrottleKey } from "./log-in.ts";
import { LoginAttempts } from "./login-attempts.ts";
import { SecureTokens } from "./secure-tokens.ts";

export class UnlockLinkRefused extends Schema.TaggedError<UnlockLinkRefused>()("UnlockLinkRefused", {
  reason: Schema.Literals(["invalid", "expired"]),
  message: Schema.String,
}) {}

/**
 * Follows an unlock link: the account's wait ends, and the browser that opened it becomes one the account knows, so
 * its logins count on their own budget however many guesses strangers make. Answers a device token for a browser without one.
 */
export const unlockLogin = Effect.fn("unlockLogin")(function* (input: { readonly token: string; readonly deviceToken: string | null }) {
  const read = readExpiringLinkToken(yield* LinkSigner, "login-unlock", input.token);
  if (Option.isNone(read)) return yield* new UnlockLinkRefused({ reason: "invalid", message: LOGIN_UNLOCK_LINK_INVALID });
  const now = yield* Clock.currentTimeMillis;
  if (read.value.expiresAt <= now) return yield* new UnlockLinkRefused({ reason: "expired", message: LOGIN_UNLOCK_LINK_EXPIRED });
  const userId = Number(read.value.subject);
  const account = Number.isSafeInteger(userId) ? yield* (yield* AccountRepository).findCredentialsById(userId) : Option.none();
  if (Option.isNone(account)) return yield* new UnlockLinkRefused({ reason: "invalid", message: LOGIN_UNLOCK_LINK_INVALID });
  const tokens = yield* SecureTokens;
  yield* (yield* LoginAttempts).clear(accountThrottleKey(tokens, account.value.email));
  const deviceToken = input.deviceToken ?? (yield* tokens.generate);
  yield* (yield* KnownDevices).remember(account.value.id, tokens.digest(deviceToken), now);
  return { newDeviceToken: input.deviceToken === null ? deviceToken : null };
});
