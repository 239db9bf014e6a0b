import { Clock, Effect } from "effect";
import { SIGNUP_ACCEPTED } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { MailOutbox } from "../mail/mail-outbox.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { InvalidAccountInput } from "./account-failures.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { PublicSite } from "./public-site.ts";
import { SecureTokens } from "./secure-tokens.ts";
import { RequestQuota, type QuotaRule } from "../site/request-quota.ts";

/** Signing up with a taken address mails its owner at most this often, however often anyone tries. */
export const ALREADY_REGISTERED_MAILS: QuotaRule = { limit: 1, windowMs: 60 * 60_000 };

/**
 * Creates an account. A taken email answers exactly like a new one (its owner gets a mail instead, at most one an hour),
 * so signing up never tells whether an address is registered.
 */
export const signUp = Effect.fn("signUp")(function* (input: { readonly email: string; readonly password: string }) {
  const email = yield* checkedEmail(input.email);
  const problem = passwordProblem(input.password, email);
  if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
  const accounts = yield* AccountRepository;
  const outbox = yield* MailOutbox;
  const site = yield* PublicSite;
  const templates = yield* MailTemplates;
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password);
  const tokens = yield* SecureTokens;
  const quota = yield* RequestQuota;
  yield* accounts
    .register({ email, passwordHash }, () => outgoingMail(templates, { kind: "welcome", to: email, siteUrl: site.url }))
    .pipe(
      Effect.catchTag("EmailAlreadyRegistered", () =>
        Effect.gen(function* () {
          const key = `mail:already-registered:${tokens.digest(email.toLowerCase())}`;
          if (yield* quota.take(key, ALREADY_REGISTERED_MAILS, yield* Clock.currentTimeMillis))
            yield* outbox.enqueue(outgoingMail(templates, { kind: "already-registered", to: email, siteUrl: site.url }));
        }),
      ),
    );
  return SIGNUP_ACCEPTED;
});
