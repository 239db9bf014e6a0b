import { Effect, Option } from "effect";
import { SecureTokens } from "../accounts/secure-tokens.ts";
import { AdminAccounts } from "./admin-accounts.ts";
import { createAdminAccount } from "./create-admin-account.ts";

export const FIRST_ADMIN_EMAIL = "admin@tellyfilms.local";

export interface FirstAdmin {
  readonly email: string;
  readonly password: string;
}

/**
 * Embedded default only: when no admin exists, creates one with a random password and answers it, once, for the
 * console. When the address is already taken, nothing is created (an operator runs grant-admin instead).
 */
export const ensureFirstAdmin = Effect.gen(function* () {
  if (yield* (yield* AdminAccounts).hasAdmin) return Option.none<FirstAdmin>();
  const password = yield* (yield* SecureTokens).generate;
  return yield* createAdminAccount({ email: FIRST_ADMIN_EMAIL, password }).pipe(
    Effect.map(() => Option.some<FirstAdmin>({ email: FIRST_ADMIN_EMAIL, password })),
    Effect.catchTags({
      EmailAlreadyRegistered: () => Effect.succeed(Option.none<FirstAdmin>()),
      InvalidAccountInput: (error) => Effect.die(error),
    }),
  );
});
