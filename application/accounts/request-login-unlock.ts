import { Clock, Effect, Option } from "effect";
import { LOGIN_UNLOCK_LINK_VALID_MINUTES, LOGIN_UNLOCK_SENT } from "../../domain/account-texts.ts";
import { ACCOUNT_LOGIN_ATTEMPTS } from "../../domain/login-throttle.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { MailOutbox } from "../mail/mail-outbox.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { RequestQuota, type QuotaRule } from "../site/request-quota.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { expiringLinkToken } from "./expiring-link.ts";
import { accountThrottleKey } from "./log-in.ts";
import { LoginAttempts } from "./login-attempts.ts";
import { PublicSite } from "./public-site.ts";
import { SecureTokens } from "./secure-tokens.ts";

export const LOGIN_UNLOCK_MAILS: QuotaRule = { limit: 1, windowMs: 60 * 60_000 };

/**
 * Mails the owner of an account whose login is being slowed a link that ends the wait, at most once an hour; answers
 * the same whether the account exists, is slowed, or was mailed already.
 */
export const requestLoginUnlock = Effect.fn("requestLoginUnlock")(function* (input: { readonly email: string }) {
  const email = yield* checkedEmail(input.email);
  const found = yield* (yield* AccountRepository).findCredentialsByEmail(email);
  if (Option.isNone(found)) return LOGIN_UNLOCK_SENT;
  const now = yield* Clock.currentTimeMillis;
  const count = yield* (yield* LoginAttempts).peek(accountThrottleKey(yield* SecureTokens, found.value.email), now);
  if (count === null || count.attempts < ACCOUNT_LOGIN_ATTEMPTS) return LOGIN_UNLOCK_SENT;
  if (!(yield* (yield* RequestQuota).take(`mail:login-unlock:${found.value.id}`, LOGIN_UNLOCK_MAILS, now))) return LOGIN_UNLOCK_SENT;
  const token = expiringLinkToken(yield* LinkSigner, "login-unlock", String(found.value.id), now + LOGIN_UNLOCK_LINK_VALID_MINUTES * 60_000);
  const link = `${(yield* PublicSite).url}/api/unlock-login/?token=${token}`;
  yield* (yield* MailOutbox).enqueue(outgoingMail(yield* MailTemplates, { kind: "login-unlock", to: found.value.email, link }));
  return LOGIN_UNLOCK_SENT;
});
