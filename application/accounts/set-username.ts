import { Effect } from "effect";
import { USERNAME_INVALID } from "../../domain/account-texts.ts";
import { normaliseUsername } from "../../domain/username.ts";
import { InvalidAccountInput } from "./account-failures.ts";
import { AccountRepository } from "./account-repository.ts";

export const setUsername = Effect.fn("setUsername")(function* (userId: number, input: string) {
  const username = normaliseUsername(input);
  if (username === null) return yield* new InvalidAccountInput({ field: "username", message: USERNAME_INVALID });
  yield* (yield* AccountRepository).setUsername(userId, username);
  return username;
});
