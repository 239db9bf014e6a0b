import { Schema } from "effect";

export const AccountField = Schema.Literals(["email", "password", "current_password", "username"]);
export type AccountField = typeof AccountField.Type;

export class InvalidAccountInput extends Schema.TaggedError<InvalidAccountInput>()("InvalidAccountInput", {
  field: AccountField,
  message: Schema.String,
}) {}

export class EmailAlreadyRegistered extends Schema.TaggedError<EmailAlreadyRegistered>()("EmailAlreadyRegistered", {
  message: Schema.String,
}) {}

export class LoginRefused extends Schema.TaggedError<LoginRefused>()("LoginRefused", { message: Schema.String }) {}

export class LoginThrottled extends Schema.TaggedError<LoginThrottled>()("LoginThrottled", {
  retryAfterSeconds: Schema.Int,
  message: Schema.String,
}) {}

export class ResetLinkInvalid extends Schema.TaggedError<ResetLinkInvalid>()("ResetLinkInvalid", { message: Schema.String }) {}

export class AccountGone extends Schema.TaggedError<AccountGone>()("AccountGone", {}) {}

export class InvalidImage extends Schema.TaggedError<InvalidImage>()("InvalidImage", {
  reason: Schema.Literals(["too large", "unsupported"]),
  message: Schema.String,
}) {}
