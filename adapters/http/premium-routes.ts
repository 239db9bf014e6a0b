import { Effect, Layer } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { unsubscribe } from "../../application/accounts/unsubscribe.ts";
import { PaymentProvider } from "../../application/premium/payment-provider.ts";
import { recordPaymentEvent } from "../../application/premium/record-payment-event.ts";
import type { EmailPreference } from "../../domain/email-preference.ts";
import { AuthenticationLive } from "./authentication-live.ts";
import { PremiumHandlers } from "./handlers/premium-handlers.ts";
import { problemResponse } from "./guard-middleware.ts";
import { HttpSettings } from "./http-settings.ts";
import { mailLinkPage } from "./mail-link-page.ts";

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

const PROFILE = { path: "/profile/", label: "Email preferences on your profile" } as const;

// GET is the link in the mail; POST is the one-click unsubscribe of RFC 8058 that mail clients send for List-Unsubscribe.
const unsubscribeRoute = (method: "GET" | "POST") =>
  HttpRouter.add(method, "/api/unsubscribe/", (request: HttpServerRequest.HttpServerRequest) =>
    Effect.gen(function* () {
      const siteUrl = (yield* HttpSettings).publicUrl;
      const token = new URL(request.url, "http://x").searchParams.get("token") ?? "";
      return yield* unsubscribe(token).pipe(
        Effect.map((preference) =>
          mailLinkPage(
            200,
            "You are unsubscribed",
            `You will no longer receive ${PREFERENCE_NAMES[preference]}. You can switch it on again on your profile.`,
            siteUrl,
            PROFILE,
          ),
        ),
        Effect.catchTag("UnsubscribeLinkInvalid", (error) => Effect.succeed(mailLinkPage(400, "Unsubscribe link not valid", error.message, siteUrl, PROFILE))),
      );
    }),
  );

/** The premium API handlers (with the session middleware) for the HttpApi. */
export const PremiumApiHandlers = PremiumHandlers.pipe(Layer.provide(AuthenticationLive));

/** Routes outside the HttpApi: the payment provider's webhook and the unsubscribe links. */
export const PremiumRoutes = Layer.mergeAll(StripeWebhookRoute, unsubscribeRoute("GET"), unsubscribeRoute("POST"));
