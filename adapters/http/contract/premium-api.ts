import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { PremiumCheckout, PremiumOffer } from "../../../domain/premium.ts";
import { Authentication } from "./session-security.ts";

/**
 * The profile's subscribe offer. Outside this group (plain routes, they need the raw request): POST /api/stripe-webhook/
 * for the payment provider, and GET or POST /api/unsubscribe/?token=... for the links in mails.
 */
export class PremiumApi extends HttpApiGroup.make("premium", { topLevel: true })
  .add(
    HttpApiEndpoint.get("premiumOffer", "/premium/", { success: PremiumOffer }),
    HttpApiEndpoint.post("premiumCheckout", "/premium/checkout/", { success: PremiumCheckout }),
  )
  .middleware(Authentication)
  .annotateMerge(OpenApi.annotations({ title: "Premium membership" })) {}
