import { Clock, Effect, Option, Schema } from "effect";
import {
  EMAIL_CHANGE_ADDRESS_TAKEN,
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  emailChangeConfirmed,
} from "../../domain/account-texts.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { readExpiringLinkToken } from "./expiring-link.ts";
import { EmailChanges } from "./email-changes.ts";
import { SecureTokens } from "./secure-tokens.ts";

export class EmailChangeRefused extends Schema.TaggedError<EmailChangeRefused>()("EmailChangeRefused", {
  reason: Schema.Literals(["invalid", "expired", "used", "taken"]),
  message: Schema.String,
}) {}

const MESSAGES = {
  invalid: EMAIL_CHANGE_LINK_INVALID,
  expired: EMAIL_CHANGE_LINK_EXPIRED,
  used: EMAIL_CHANGE_LINK_USED,
  taken: EMAIL_CHANGE_ADDRESS_TAKEN,
} as const;

const refused = (reason: keyof typeof MESSAGES) => new EmailChangeRefused({ reason, message: MESSAGES[reason] });

/** Follows the link mailed to a new address: the account's email becomes that address, once, before the link expires. */
export const confirmEmailChange = Effect.fn("confirmEmailChange")(function* (token: string) {
  const read = readExpiringLinkToken(yield* LinkSigner, "email-change", token);
  if (Option.isNone(read)) return yield* refused("invalid");
  const now = yield* Clock.currentTimeMillis;
  if (read.value.expiresAt <= now) return yield* refused("expired");
  const redeemed = yield* (yield* EmailChanges).redeem((yield* SecureTokens).digest(read.value.subject), now);
  switch (redeemed.outcome) {
    case "changed":
      return emailChangeConfirmed(redeemed.newEmail);
    case "unknown":
      return yield* refused("invalid");
    default:
      return yield* refused(redeemed.outcome);
  }
});
