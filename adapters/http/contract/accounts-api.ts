import { Schema } from "effect";
import { EMAIL_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { User } from "../../../domain/user.ts";
import { InvalidInput, LoginFailed, Notice, TooManyAttempts } from "./account-errors.ts";
import { Authentication } from "./session-security.ts";

export const Credentials = Schema.Struct({ email: Text(EMAIL_MAX_LENGTH), password: Text(PASSWORD_INPUT_MAX_LENGTH) });

/** Signing up, logging in and out, and password resets: open to anonymous callers. */
export class AccountsApi extends HttpApiGroup.make("accounts", { topLevel: true })
  .add(
    HttpApiEndpoint.post("signUp", "/signup/", { payload: Credentials, success: Notice, error: InvalidInput }),
    HttpApiEndpoint.post("logIn", "/login/", { payload: Credentials, success: User, error: [InvalidInput, LoginFailed, TooManyAttempts] }),
    HttpApiEndpoint.post("logOut", "/logout/", { success: User }),
    HttpApiEndpoint.post("forgotPassword", "/forgot-password/", {
      payload: Schema.Struct({ email: Text(EMAIL_MAX_LENGTH) }),
      success: Notice,
      error: InvalidInput,
    }),
    HttpApiEndpoint.post("requestLoginUnlock", "/login-unlock/", {
      payload: Schema.Struct({ email: Text(EMAIL_MAX_LENGTH) }),
      success: Notice,
      error: InvalidInput,
    }),
    HttpApiEndpoint.post("resetPassword", "/reset-password/", {
      payload: Schema.Struct({ token: Text(200), password: Text(PASSWORD_INPUT_MAX_LENGTH) }),
      success: Notice,
      error: InvalidInput,
    }),
    HttpApiEndpoint.get("userInitialData", "/user-initial-data/", { success: User }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Accounts" })) {}

/** Irreversible deletion of the logged-in account. */
export class AccountDeletionApi extends HttpApiGroup.make("accountDeletion", { topLevel: true })
  .add(HttpApiEndpoint.post("deleteAccount", "/delete-account/", { success: User }))
  .middleware(Authentication) {}
