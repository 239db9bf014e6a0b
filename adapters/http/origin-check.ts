import { Effect } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { HttpSettings } from "./http-settings.ts";

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginVerdict = "allow" | "refuse";

/**
 * Whether an unsafe request may run: a browser marks where it comes from with Sec-Fetch-Site or Origin, and only the
 * site itself may send one. A request with neither header does not come from a browser, so it carries no victim's cookie.
 */
export const originVerdict = (
  headers: { readonly origin?: string | undefined; readonly secFetchSite?: string | undefined },
  publicOrigin: string,
): OriginVerdict => {
  const site = headers.secFetchSite?.toLowerCase();
  if (site === "same-origin" || site === "none") return "allow";
  if (headers.origin !== undefined) return headers.origin.toLowerCase() === publicOrigin.toLowerCase() ? "allow" : "refuse";
  return site === undefined ? "allow" : "refuse";
};

const refused = HttpServerResponse.jsonUnsafe(
  { type: "about:blank", title: "Forbidden", status: 403, detail: "Cross-site request refused" },
  { status: 403, contentType: "application/problem+json" },
);

/** Router-wide: refuses unsafe requests that another site's page sent (CSRF). */
export const OriginCheck = HttpRouter.middleware(
  Effect.gen(function* () {
    const publicOrigin = new URL((yield* HttpSettings).publicUrl).origin;
    return (httpEffect) =>
      Effect.flatMap(Effect.service(HttpServerRequest.HttpServerRequest), (request) =>
        SAFE_METHODS.has(request.method) ||
        originVerdict({ origin: request.headers["origin"], secFetchSite: request.headers["sec-fetch-site"] }, publicOrigin) === "allow"
          ? httpEffect
          : Effect.succeed(refused),
      );
  }),
  { global: true },
);
