import { Clock, Effect } from "effect";
import { CLI_ACTOR } from "../../domain/admin/audit-entry.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { checkedEmail } from "../accounts/account-email.ts";
import { InvalidAccountInput } from "../accounts/account-failures.ts";
import { PasswordHasher } from "../accounts/password-hasher.ts";
import { AdminAccounts } from "./admin-accounts.ts";

/** Creates an account that is an admin from the start; fails with EmailAlreadyRegistered when the email is taken. */
export const createAdminAccount = Effect.fn("createAdminAccount")(function* (input: { readonly email: string; readonly password: string }) {
  const email = yield* checkedEmail(input.email);
  const problem = passwordProblem(input.password, email);
  if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password);
  const at = yield* Clock.currentTimeMillis;
  return yield* (yield* AdminAccounts).createAdmin(
    { email, passwordHash },
    { actor: CLI_ACTOR, actorId: null, at, action: "create admin", target: `user ${email.toLowerCase()}` },
  );
});
