import { Effect, Option } from "effect";
import { PREMIUM_ACTIVATION_NOTICE, PREMIUM_CHECKOUT_FAILED, PREMIUM_NOT_AVAILABLE, type PremiumCheckout } from "../../domain/premium.ts";
import { AccountGone } from "../accounts/account-failures.ts";
import { AccountRepository } from "../accounts/account-repository.ts";
import { PublicSite } from "../accounts/public-site.ts";
import { PaymentProvider } from "./payment-provider.ts";

/** Where the provider sends the user back after paying; the profile then shows the activation notice. */
export const PREMIUM_APPROVED_PATH = "/profile/?premium=approved";

/** Starts the 10-pound yearly subscription for the logged-in user; without a provider the answer says so instead. */
export const startPremiumCheckout = Effect.fn("startPremiumCheckout")(function* (userId: number) {
  const profile = yield* (yield* AccountRepository).loadProfile(userId);
  if (Option.isNone(profile)) return yield* new AccountGone();
  const site = yield* PublicSite;
  const started = yield* (yield* PaymentProvider)
    .startCheckout({ userId, email: profile.value.email, successUrl: `${site.url}${PREMIUM_APPROVED_PATH}`, cancelUrl: `${site.url}/profile/` })
    .pipe(Effect.result);
  if (started._tag === "Success") {
    const answer: PremiumCheckout = { url: started.success.url, message: null, notice: PREMIUM_ACTIVATION_NOTICE };
    return answer;
  }
  if (started.failure._tag === "CheckoutNotStarted") yield* Effect.logWarning(`Premium checkout for user ${userId} failed: ${started.failure.message}`);
  const answer: PremiumCheckout = {
    url: null,
    message: started.failure._tag === "PaymentsNotConfigured" ? PREMIUM_NOT_AVAILABLE : PREMIUM_CHECKOUT_FAILED,
    notice: PREMIUM_ACTIVATION_NOTICE,
  };
  return answer;
});
