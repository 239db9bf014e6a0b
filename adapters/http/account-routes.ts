import { Effect, Layer, Option } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { confirmEmailChange } from "../../application/accounts/confirm-email-change.ts";
import { unlockLogin } from "../../application/accounts/unlock-login.ts";
import { LOGIN_UNLOCKED } from "../../domain/account-texts.ts";
import { resolveSession } from "../../application/accounts/resolve-session.ts";
import { listFlaggedFilms } from "../../application/personal/list-flagged-films.ts";
import { UserTitles } from "../../application/personal/user-titles.ts";
import { ANONYMOUS_PAGE_TEXT } from "../../domain/user.ts";
import { readStoredImage } from "../images/profile-images-sharp.ts";
import { AuthenticationLive } from "./authentication-live.ts";
import { filmsCsv, type CsvList } from "./csv-films.ts";
import { AccountDeletionHandlers, AccountsHandlers } from "./handlers/account-handlers.ts";
import { PersonalHandlers } from "./handlers/personal-handlers.ts";
import { HttpSettings } from "./http-settings.ts";
import { mailLinkPage } from "./mail-link-page.ts";
import { OriginCheck } from "./origin-check.ts";
import { StrictTransport } from "./strict-transport.ts";
import { deviceTokenOfRequest, sessionTokenOfRequest, setDeviceCookie } from "./session-cookie.ts";

const problem = (status: number, title: string, detail: string) =>
  HttpServerResponse.jsonUnsafe({ type: "about:blank", title, status, detail }, { status, contentType: "application/problem+json" });

/** GET /csv-films/?watched or ?alerts: the logged-in user's list as a CSV download. */
const CsvFilmsRoute = HttpRouter.add("GET", "/csv-films/", (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const query = new URL(request.url, "http://x").searchParams;
    const list: CsvList | null = query.has("watched") ? "watched" : query.has("alerts") ? "alerts" : null;
    if (list === null) return problem(400, "Bad Request", "Ask for ?watched or ?alerts");
    const token = yield* sessionTokenOfRequest;
    const session = token === null ? Option.none() : yield* resolveSession(token);
    if (Option.isNone(session)) return problem(401, "Unauthorized", ANONYMOUS_PAGE_TEXT);
    const items = yield* listFlaggedFilms(session.value.userId, list);
    const stars = list === "watched" ? (yield* (yield* UserTitles).flags(session.value.userId)).stars : {};
    return HttpServerResponse.text(`\ufeff${filmsCsv(list, items, stars)}`, {
      contentType: "text/csv; charset=utf-8",
      headers: {
        "content-disposition": `attachment; filename="tellyfilms-${list}.csv"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  }),
);

/** GET /profile-images/{name}: only names the image store made; always served as WebP that cannot run anything. */
const ProfileImageRoute = HttpRouter.add("GET", "/profile-images/:name", () =>
  Effect.gen(function* () {
    const name = (yield* HttpRouter.params)["name"] ?? "";
    const image = yield* readStoredImage((yield* HttpSettings).profileImageDir, name);
    if (Option.isNone(image)) return HttpServerResponse.text("Not Found", { status: 404 });
    return HttpServerResponse.uint8Array(image.value, {
      contentType: "image/webp",
      headers: {
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
        "content-disposition": "inline",
      },
    });
  }),
);

const PROFILE = { path: "/profile/", label: "Your profile" } as const;
const HOME = { path: "/", label: "Log in" } as const;

/** GET /api/confirm-email/?token=...: the link mailed to a new address makes it the account's email, once. */
const ConfirmEmailRoute = HttpRouter.add("GET", "/api/confirm-email/", (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const siteUrl = (yield* HttpSettings).publicUrl;
    const token = new URL(request.url, "http://x").searchParams.get("token") ?? "";
    return yield* confirmEmailChange(token).pipe(
      Effect.map((message) => mailLinkPage(200, "Email address confirmed", message, siteUrl, PROFILE)),
      Effect.catchTag("EmailChangeRefused", (error) =>
        Effect.succeed(
          mailLinkPage(error.reason === "taken" ? 409 : error.reason === "invalid" ? 400 : 410, "Email address not changed", error.message, siteUrl, PROFILE),
        ),
      ),
    );
  }),
);

/** GET /api/unlock-login/?token=...: the link mailed to an account whose login is slowed ends the wait and marks this browser. */
const UnlockLoginRoute = HttpRouter.add("GET", "/api/unlock-login/", (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const siteUrl = (yield* HttpSettings).publicUrl;
    const token = new URL(request.url, "http://x").searchParams.get("token") ?? "";
    return yield* unlockLogin({ token, deviceToken: yield* deviceTokenOfRequest }).pipe(
      Effect.tap(({ newDeviceToken }) => (newDeviceToken === null ? Effect.void : setDeviceCookie(newDeviceToken))),
      Effect.as(mailLinkPage(200, "Login unlocked", LOGIN_UNLOCKED, siteUrl, HOME)),
      Effect.catchTag("UnlockLinkRefused", (error) =>
        Effect.succeed(mailLinkPage(error.reason === "expired" ? 410 : 400, "Login not unlocked", error.message, siteUrl, HOME)),
      ),
    );
  }),
);

/** The handlers of the accounts, account-deletion and personal API groups, with the session middleware. */
export const AccountApiHandlers = Layer.mergeAll(AccountsHandlers, AccountDeletionHandlers, PersonalHandlers).pipe(Layer.provide(AuthenticationLive));

/** Routes outside the HttpApi: the Origin check for every unsafe request, the CSV export, profile images, email confirmation and login unlock links. */
export const AccountRoutes = Layer.mergeAll(OriginCheck, StrictTransport, CsvFilmsRoute, ProfileImageRoute, ConfirmEmailRoute, UnlockLoginRoute);
