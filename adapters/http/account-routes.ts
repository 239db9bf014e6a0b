import { Effect, Layer, Option } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
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
import { OriginCheck } from "./origin-check.ts";
import { StrictTransport } from "./strict-transport.ts";
import { sessionTokenOfRequest } from "./session-cookie.ts";

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

/** The handlers of the accounts, account-deletion and personal API groups, with the session middleware. */
export const AccountApiHandlers = Layer.mergeAll(AccountsHandlers, AccountDeletionHandlers, PersonalHandlers).pipe(
  Layer.provide(AuthenticationLive),
);

/** Routes outside the HttpApi: the Origin check for every unsafe request, the CSV export and profile images. */
export const AccountRoutes = Layer.mergeAll(OriginCheck, StrictTransport, CsvFilmsRoute, ProfileImageRoute);
