import { Duration, Effect, Option } from "effect";
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http";
import { SESSION_COOKIE } from "./contract/session-security.ts";
import { HttpSettings, secureCookies } from "./http-settings.ts";

const cookieOptions = (secure: boolean) => ({ httpOnly: true, secure, sameSite: "lax" as const, path: "/" });

/** Sends the session cookie with the session's remaining lifetime. */
export const setSessionCookie = (token: string, expiresAt: number, now: number) =>
  Effect.gen(function* () {
    const secure = secureCookies(yield* HttpSettings);
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(
        HttpServerResponse.setCookie(response, SESSION_COOKIE, token, {
          ...cookieOptions(secure),
          maxAge: Duration.millis(Math.max(0, expiresAt - now)),
        }),
      ),
    );
  });

export const clearSessionCookie = Effect.gen(function* () {
  const secure = secureCookies(yield* HttpSettings);
  yield* HttpEffect.appendPreResponseHandler((_request, response) =>
    Effect.orDie(HttpServerResponse.setCookie(response, SESSION_COOKIE, "", { ...cookieOptions(secure), maxAge: Duration.zero, expires: new Date(0) })),
  );
});

const DEVICE_COOKIE = "tf_device";
const DEVICE_COOKIE_DAYS = 400;

/** Marks the browser, so that its later logins to the account count on its own budget (see logIn). */
export const setDeviceCookie = (token: string) =>
  Effect.gen(function* () {
    const secure = secureCookies(yield* HttpSettings);
    yield* HttpEffect.appendPreResponseHandler((_request, response) =>
      Effect.orDie(HttpServerResponse.setCookie(response, DEVICE_COOKIE, token, { ...cookieOptions(secure), maxAge: Duration.days(DEVICE_COOKIE_DAYS) })),
    );
  });

export const deviceTokenOfRequest = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
  const token = request.cookies[DEVICE_COOKIE];
  return token === undefined || token === "" || token.length > 100 ? null : token;
});

export const sessionTokenOfRequest = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || token === "" ? null : token;
});

/** The client's address for throttling: the socket peer, or the last proxy hop when a trusted proxy sets X-Forwarded-For. */
export const clientAddressOfRequest = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest;
  const settings = yield* HttpSettings;
  const forwarded = request.headers["x-forwarded-for"];
  if (settings.trustProxy && forwarded !== undefined) {
    const hops = forwarded
      .split(",")
      .map((hop) => hop.trim())
      .filter((hop) => hop !== "");
    const last = hops[hops.length - 1];
    if (last !== undefined) return last;
  }
  return Option.getOrElse(request.remoteAddress, () => "unknown");
});
