import { Clock, Effect, Option } from "effect";
import { ACCOUNT_UPDATED, CURRENT_PASSWORD_WRONG } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { RequestQuota } from "../site/request-quota.ts";
import { AccountGone, InvalidAccountInput } from "./account-failures.ts";
import { addressInUseMail, emailChangedMail, passwordChangedMail } from "./account-mails.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { PublicSite } from "./public-site.ts";
import { SecureTokens } from "./secure-tokens.ts";
import { SessionStore } from "./session-store.ts";
import { ALREADY_REGISTERED_MAILS } from "./sign-up.ts";
import { MailOutbox } from "../mail/mail-outbox.ts";

/**
 * Changes the email and, unless the password is blank, the password, once the current password is given. The old
 * address hears of every change. An address another account has is never named: its owner gets a mail instead, and
 * the answer is the same. A new password ends the account's other sessions.
 */
export const updateCredentials = Effect.fn("updateCredentials")(function* (
  session: { readonly userId: number; readonly sessionId: string },
  input: { readonly email: string; readonly password: string; readonly currentPassword: string },
) {
  const email = yield* checkedEmail(input.email);
  const accounts = yield* AccountRepository;
  const hasher = yield* PasswordHasher;
  const outbox = yield* MailOutbox;
  const site = yield* PublicSite;
  const current = yield* accounts.findCredentialsById(session.userId);
  if (Option.isNone(current)) return yield* new AccountGone();
  if (!(yield* hasher.verify(current.value.passwordHash, input.currentPassword)).valid) {
    return yield* new InvalidAccountInput({ field: "current_password", message: CURRENT_PASSWORD_WRONG });
  }
  let passwordHash: string | null = null;
  if (input.password !== "") {
    const problem = passwordProblem(input.password, email);
    if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
    passwordHash = yield* hasher.hash(input.password);
  }
  const oldEmail = current.value.email;
  const changesEmail = email.toLowerCase() !== oldEmail.toLowerCase();
  const emailChanged = yield* accounts.changeCredentials(session.userId, { email, passwordHash }).pipe(
    Effect.as(changesEmail),
    Effect.catchTag("EmailAlreadyRegistered", () =>
      Effect.gen(function* () {
        if (passwordHash !== null) yield* accounts.changeCredentials(session.userId, { email: oldEmail, passwordHash }).pipe(Effect.orDie);
        const key = `mail:already-registered:${(yield* SecureTokens).digest(email.toLowerCase())}`;
        if (yield* (yield* RequestQuota).take(key, ALREADY_REGISTERED_MAILS, yield* Clock.currentTimeMillis)) {
          yield* outbox.enqueue(addressInUseMail(email, site.url));
        }
        return false;
      }),
    ),
  );
  if (emailChanged) yield* outbox.enqueue(emailChangedMail(oldEmail, email, site.url));
  if (passwordHash !== null) {
    yield* outbox.enqueue(passwordChangedMail(emailChanged ? email : oldEmail, site.url));
    yield* (yield* SessionStore).revokeAllForUser(session.userId, session.sessionId);
  }
  return ACCOUNT_UPDATED;
});
