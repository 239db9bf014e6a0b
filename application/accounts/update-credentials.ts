import { Effect, Option } from "effect";
import { ACCOUNT_UPDATED, EMAIL_TAKEN } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { AccountGone, EmailAlreadyRegistered, InvalidAccountInput } from "./account-failures.ts";
import { checkedEmail } from "./account-email.ts";
import { AccountRepository } from "./account-repository.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { SessionStore } from "./session-store.ts";

/** Changes the email and, unless the password is blank, the password; a new password ends the account's other sessions. */
export const updateCredentials = Effect.fn("updateCredentials")(function* (
  session: { readonly userId: number; readonly sessionId: string },
  input: { readonly email: string; readonly password: string },
) {
  const email = yield* checkedEmail(input.email);
  const accounts = yield* AccountRepository;
  const current = yield* accounts.findCredentialsById(session.userId);
  if (Option.isNone(current)) return yield* new AccountGone();
  let passwordHash: string | null = null;
  if (input.password !== "") {
    const problem = passwordProblem(input.password, email);
    if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
    passwordHash = yield* (yield* PasswordHasher).hash(input.password);
  }
  yield* accounts.changeCredentials(session.userId, { email, passwordHash }).pipe(
    Effect.catchTag("EmailAlreadyRegistered", () => Effect.fail(new EmailAlreadyRegistered({ message: EMAIL_TAKEN }))),
  );
  if (passwordHash !== null) yield* (yield* SessionStore).revokeAllForUser(session.userId, session.sessionId);
  return ACCOUNT_UPDATED;
});
