import { Effect, Layer } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import escapeHtml from "escape-html";
import { unsubscribe } from "../../application/accounts/unsubscribe.ts";
import { PaymentProvider } from "../../application/premium/payment-provider.ts";
import { recordPaymentEvent } from "../../application/premium/record-payment-event.ts";
import type { EmailPreference } from "../../domain/email-preference.ts";
import { AuthenticationLive } from "./authentication-live.ts";
import { PremiumHandlers } from "./handlers/premium-handlers.ts";
import { problemResponse } from "./guard-middleware.ts";
import { HttpSettings } from "./http-settings.ts";

/** POST /api/stripe-webhook/: the signature is checked over the exact bytes received, so the body is read raw. */
const StripeWebhookRoute = HttpRouter.add("POST", "/api/stripe-webhook/", (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const body = new Uint8Array(yield* request.arrayBuffer);
    const event = yield* (yield* PaymentProvider).readEvent(body, request.headers["stripe-signature"]);
    const outcome = yield* recordPaymentEvent(event);
    return HttpServerResponse.jsonUnsafe({ received: true, duplicate: outcome === "duplicate" });
  }).pipe(
    Effect.catchTags({
      PaymentEventRejected: (error) => Effect.succeed(problemResponse(400, `Webhook refused: ${error.message}`)),
      PaymentsNotConfigured: () => Effect.succeed(problemResponse(404, "No payment provider is configured")),
    }),
  ),
);

const PREFERENCE_NAMES: Readonly<Record<EmailPreference, string>> = {
  "weekly newsletter": "the weekly film recommendations email",
  "email alerts": "film alert emails",
};

const page = (status: number, heading: string, text: string, siteUrl: string) =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(heading)} - TellyFilms</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">` +
      `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(`${siteUrl}/profile/`)}">Email preferences on your profile</a> · <a href="${escapeHtml(`${siteUrl}/`)}">TellyFilms</a></p>` +
      `</body></html>`,
    { status, contentType: "text/html; charset=utf-8", headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" } },
  );

// GET is the link in the mail; POST is the one-click unsubscribe of RFC 8058 that mail clients send for List-Unsubscribe.
const unsubscribeRoute = (method: "GET" | "POST") =>
  HttpRouter.add(method, "/api/unsubscribe/", (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      const siteUrl = (yield* HttpSettings).publicUrl;
      const token = new URL(request.url, "http://x").searchParams.get("token") ?? "";
      return yield* unsubscribe(token).pipe(
        Effect.map((preference) =>
          page(200, "You are unsubscribed", `You will no longer receive ${PREFERENCE_NAMES[preference]}. You can switch it on again on your profile.`, siteUrl),
        ),
        Effect.catchTag("UnsubscribeLinkInvalid", (error) => Effect.succeed(page(400, "Unsubscribe link not valid", error.message, siteUrl))),
      );
    }),
  );

/** The premium API handlers (with the session middleware) for the HttpApi. */
export const PremiumApiHandlers = PremiumHandlers.pipe(Layer.provide(AuthenticationLive));

/** Routes outside the HttpApi: the payment provider's webhook and the unsubscribe links. */
export const PremiumRoutes = Layer.mergeAll(StripeWebhookRoute, unsubscribeRoute("GET"), unsubscribeRoute("POST"));
