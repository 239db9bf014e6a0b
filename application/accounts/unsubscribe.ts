import { Effect, Option, Schema } from "effect";
import { LinkSigner } from "../mail/link-signer.ts";
import { readUnsubscribeToken } from "../mail/unsubscribe-link.ts";
import { AccountRepository } from "./account-repository.ts";

export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid. You can change your email preferences on your profile page.";

export class UnsubscribeLinkInvalid extends Schema.TaggedError<UnsubscribeLinkInvalid>()("UnsubscribeLinkInvalid", {
  message: Schema.String,
}) {}

/** Switches off the email preference a signed link names; doing it again changes nothing. */
export const unsubscribe = Effect.fn("unsubscribe")(function* (token: string) {
  const read = readUnsubscribeToken(yield* LinkSigner, token);
  if (Option.isNone(read)) return yield* new UnsubscribeLinkInvalid({ message: UNSUBSCRIBE_LINK_INVALID });
  yield* (yield* AccountRepository).setEmailPreference(read.value.userId, read.value.preference, false);
  return read.value.preference;
});
