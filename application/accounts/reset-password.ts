import { Clock, Effect } from "effect";
import { PASSWORD_RESET_DONE, RESET_LINK_INVALID } from "../../domain/account-texts.ts";
import { passwordProblem } from "../../domain/password-policy.ts";
import { InvalidAccountInput, ResetLinkInvalid } from "./account-failures.ts";
import { PasswordHasher } from "./password-hasher.ts";
import { PasswordResets } from "./password-resets.ts";
import { SecureTokens, isWellFormedToken } from "./secure-tokens.ts";

/** Sets a new password with a reset token, once; every session of the account ends. */
export const resetPassword = Effect.fn("resetPassword")(function* (input: { readonly token: string; readonly password: string }) {
  const problem = passwordProblem(input.password);
  if (problem !== null) return yield* new InvalidAccountInput({ field: "password", message: problem });
  const invalid = new ResetLinkInvalid({ message: RESET_LINK_INVALID });
  if (!isWellFormedToken(input.token)) return yield* invalid;
  const resets = yield* PasswordResets;
  const digest = (yield* SecureTokens).digest(input.token);
  if (!(yield* resets.isRedeemable(digest, yield* Clock.currentTimeMillis))) return yield* invalid;
  const passwordHash = yield* (yield* PasswordHasher).hash(input.password);
  const userId = yield* resets.redeem(digest, yield* Clock.currentTimeMillis, passwordHash);
  if (userId === null) return yield* invalid;
  return PASSWORD_RESET_DONE;
});
