import { Context, Schema } from "effect";
import { HttpApiMiddleware } from "effect/http-api";
import { NotLoggedIn, sessionCookie } from "./session-security.ts";

/** The admin a dashboard request acts as, provided by the AdminAuthorization middleware. */
export class AdminUser extends Context.Service<AdminUser, { readonly userId: number; readonly email: string }>()("tellyfilms/http/AdminUser") {}

export class NotAdmin extends Schema.TaggedError<NotAdmin>()("NotAdmin", { message: Schema.String }, { httpApiStatus: 403 }) {}

/** Every admin endpoint: a visitor gets 401, a logged-in member 403; the role is read from the database on each call. */
export class AdminAuthorization extends HttpApiMiddleware.Service<AdminAuthorization, { provides: AdminUser }>()("tellyfilms/http/AdminAuthorization", {
  security: { session: sessionCookie },
  error: [NotLoggedIn, NotAdmin],
}) {}
