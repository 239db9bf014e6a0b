import { Context, Schema } from "effect";
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api";
import { ANONYMOUS_PAGE_TEXT } from "../../../domain/user.ts";

export const SESSION_COOKIE = "tf_session";

/** The session cookie: HttpOnly, SameSite=Lax, Secure on https; the browser sends it, scripts never see it. */
export const sessionCookie = HttpApiSecurity.apiKey({ key: SESSION_COOKIE, in: "cookie" });

/** The logged-in user of a request, provided by the Authentication middleware. */
export class SessionUser extends Context.Service<SessionUser, { readonly userId: number; readonly sessionId: string }>()("tellyfilms/http/SessionUser") {}

export class NotLoggedIn extends Schema.TaggedError<NotLoggedIn>()("NotLoggedIn", { message: Schema.String }, { httpApiStatus: 401 }) {}

export const notLoggedIn = () => new NotLoggedIn({ message: ANONYMOUS_PAGE_TEXT });

export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: SessionUser }>()("tellyfilms/http/Authentication", {
  security: { session: sessionCookie },
  error: NotLoggedIn,
}) {}
