import { Clock, Effect, Option } from "effect";
import { RESET_LINK_SENT, RESET_LINK_VALID_MINUTES } from "../../domain/account-texts.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { PasswordResets } from "./password-resets.ts";
import { PublicSite } from "./public-site.ts";
import { SecureTokens } from "./secure-tokens.ts";

export const RESET_MAILS_PER_HOUR = 3;

/** Mails a single-use reset link to a registered address; answers the same whether the address is registered or not. */
export const requestPasswordReset = Effect.fn("requestPasswordReset")(function* (input: { readonly email: string }) {
  const email = yield* checkedEmail(input.email);
  const found = yield* (yield* AccountRepository).findCredentialsByEmail(email);
  if (Option.isNone(found)) return RESET_LINK_SENT;
  const resets = yield* PasswordResets;
  const tokens = yield* SecureTokens;
  const site = yield* PublicSite;
  const templates = yield* MailTemplates;
  const now = yield* Clock.currentTimeMillis;
  if ((yield* resets.countIssuedSince(found.value.id, now - 3_600_000)) >= RESET_MAILS_PER_HOUR) return RESET_LINK_SENT;
  const token = yield* tokens.generate;
  yield* resets.issue(
    { tokenDigest: tokens.digest(token), userId: found.value.id, createdAt: now, expiresAt: now + RESET_LINK_VALID_MINUTES * 60_000 },
    outgoingMail(templates, { kind: "password-reset", to: found.value.email, link: `${site.url}/reset/${token}` }),
  );
  return RESET_LINK_SENT;
});
