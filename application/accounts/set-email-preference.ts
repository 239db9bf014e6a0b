import { Effect } from "effect";
import type { EmailPreference } from "../../domain/email-preference.ts";
import { AccountRepository } from "./account-repository.ts";

export const setEmailPreference = Effect.fn("setEmailPreference")(function* (userId: number, preference: EmailPreference, subscribe: boolean) {
  yield* (yield* AccountRepository).setEmailPreference(userId, preference, subscribe);
});
