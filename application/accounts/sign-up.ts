import { Effect } from "effect";
import { SIGNUP_ACCEPTED } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { MailOutbox } from "../mail/mail-outbox.ts";
import { InvalidAccountInput } from "./account-failures.ts";
import { alreadyRegisteredMail, welcomeMail } from "./account-mails.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { PublicSite } from "./public-site.ts";

/**
 * Creates an account. A taken email answers exactly like a new one (its owner gets a mail instead), so signing up
 * never tells whether an address is registered.
 */
export const signUp = Effect.fn("signUp")(function* (input: { readonly email: string; readonly password: string }) {
  const email = yield* checkedEmail(input.email);
  const problem = passwordProblem(input.password, email);
  if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
  const accounts = yield* AccountRepository;
  const outbox = yield* MailOutbox;
  const site = yield* PublicSite;
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password);
  yield* accounts.register({ email, passwordHash }, () => welcomeMail(email, site.url)).pipe(
    Effect.catchTag("EmailAlreadyRegistered", () => outbox.enqueue(alreadyRegisteredMail(email, site.url))),
  );
  return SIGNUP_ACCEPTED;
});
