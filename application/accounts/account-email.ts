import { Effect } from "effect";
import { INVALID_EMAIL, isValidEmail } from "../../domain/validation.ts";
import { InvalidAccountInput } from "./account-failures.ts";

const MAX_EMAIL_LENGTH = 254;

/** The email as typed without surrounding spaces, or the message the UI shows under the email field. */
export const checkedEmail = (input: string): Effect.Effect<string, InvalidAccountInput> => {
  const email = input.trim();
  return email.length <= MAX_EMAIL_LENGTH && isValidEmail(email) && !/\s/.test(email)
    ? Effect.succeed(email)
    : Effect.fail(new InvalidAccountInput({ field: "email", message: INVALID_EMAIL }));
};
