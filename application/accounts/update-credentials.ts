import { Clock, Effect, Option } from "effect";
import { ACCOUNT_UPDATED, CURRENT_PASSWORD_WRONG, EMAIL_CHANGE_LINK_VALID_HOURS, emailChangeSent } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { MailOutbox } from "../mail/mail-outbox.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { RequestQuota } from "../site/request-quota.ts";
import { AccountGone, InvalidAccountInput } from "./account-failures.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { EmailChanges } from "./email-changes.ts";
import { expiringLinkToken } from "./expiring-link.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { PublicSite } from "./public-site.ts";
import { SecureTokens } from "./secure-tokens.ts";
import { SessionStore } from "./session-store.ts";
import { ALREADY_REGISTERED_MAILS } from "./sign-up.ts";

/**
 * Once the current password is given: sets the password at once (unless blank, ending the account's other sessions)
 * and asks the new address to confirm a new email, telling the old address. An address another account has is never
 * named: its owner gets a mail instead, and the answer is the same.
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
  const templates = yield* MailTemplates;
  const tokens = yield* SecureTokens;
  const current = yield* accounts.findCredentialsById(session.userId);
  if (Option.isNone(current)) return yield* new AccountGone();
  if (!(yield* hasher.verify(current.value.passwordHash, input.currentPassword)).valid) {
    return yield* new InvalidAccountInput({ field: "current_password", message: CURRENT_PASSWORD_WRONG });
  }
  const oldEmail = current.value.email;
  if (input.password !== "") {
    const problem = passwordProblem(input.password, email);
    if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
    const passwordHash = yield* hasher.hash(input.password);
    yield* accounts.changeCredentials(session.userId, { email: oldEmail, passwordHash }).pipe(Effect.orDie);
    yield* outbox.enqueue(outgoingMail(templates, { kind: "password-changed", to: oldEmail, siteUrl: site.url }));
    yield* (yield* SessionStore).revokeAllForUser(session.userId, session.sessionId);
  }
  if (email.toLowerCase() === oldEmail.toLowerCase()) return ACCOUNT_UPDATED;

  const now = yield* Clock.currentTimeMillis;
  const holder = yield* accounts.findCredentialsByEmail(email);
  if (Option.isSome(holder)) {
    const key = `mail:already-registered:${tokens.digest(email.toLowerCase())}`;
    if (yield* (yield* RequestQuota).take(key, ALREADY_REGISTERED_MAILS, now))
      yield* outbox.enqueue(outgoingMail(templates, { kind: "address-in-use", to: email, siteUrl: site.url }));
    return emailChangeSent(email);
  }
  const nonce = yield* tokens.generate;
  const expiresAt = now + EMAIL_CHANGE_LINK_VALID_HOURS * 3_600_000;
  const link = `${site.url}/api/confirm-email/?token=${expiringLinkToken(yield* LinkSigner, "email-change", nonce, expiresAt)}`;
  yield* (yield* EmailChanges).issue({ tokenDigest: tokens.digest(nonce), userId: session.userId, newEmail: email, createdAt: now, expiresAt }, [
    outgoingMail(templates, { kind: "confirm-email-change", to: email, link }),
    outgoingMail(templates, { kind: "email-change-requested", to: oldEmail, newEmail: email, siteUrl: site.url }),
  ]);
  return emailChangeSent(email);
});
