import { Effect } from "effect";
import { HttpApiBuilder } from "effect/http-api";
import { getPremiumOffer } from "../../../application/premium/get-premium-offer.ts";
import { startPremiumCheckout } from "../../../application/premium/start-premium-checkout.ts";
import { Api } from "../contract/api.ts";
import { SessionUser, notLoggedIn } from "../contract/session-security.ts";

export const PremiumHandlers = HttpApiBuilder.group(Api, "premium", (handlers) =>
  Effect.succeed(
    handlers
      .handle("premiumOffer", () =>
        Effect.gen(function* () {
          return yield* getPremiumOffer((yield* SessionUser).userId);
        }).pipe(Effect.catchTag("AccountGone", () => Effect.fail(notLoggedIn()))),
      )
      .handle("premiumCheckout", () =>
        Effect.gen(function* () {
          return yield* startPremiumCheckout((yield* SessionUser).userId);
        }).pipe(Effect.catchTag("AccountGone", () => Effect.fail(notLoggedIn()))),
      ),
  ),
);
