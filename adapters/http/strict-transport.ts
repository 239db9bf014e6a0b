import { Effect } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { HttpSettings } from "./http-settings.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The Strict-Transport-Security value for a site served from `publicUrl`; none unless it is https. */
export const strictTransportSecurity = (publicUrl: string): string | null =>
  publicUrl.startsWith("https:") ? `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` : null;

/** Router-wide: tells browsers to use only https for a site whose public address is https. */
export const StrictTransport = HttpRouter.middleware(
  Effect.gen(function* () {
    const header = strictTransportSecurity((yield* HttpSettings).publicUrl);
    return (httpEffect) =>
      header === null ? httpEffect : Effect.map(httpEffect, (response) => HttpServerResponse.setHeader(response, "strict-transport-security", header));
  }),
  { global: true },
);
