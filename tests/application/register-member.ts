import { Effect } from "effect";
import { AccountRepository } from "../../application/accounts/account-repository.ts";

/** Registers a member by email, with a welcome mail queued as sign-up does; the new account's id. */
export const registerMember = (email: string) =>
  Effect.gen(function* () {
    return yield* (yield* AccountRepository).register({ email, passwordHash: "hash" }, () => ({
      kind: "welcome",
      to: email,
      subject: "Hi",
      text: "hi",
      html: "hi",
    }));
  });
