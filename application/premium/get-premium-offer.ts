import { Clock, Effect, Option } from "effect";
import { premiumOffer } from "../../domain/premium.ts";
import { AccountGone } from "../accounts/account-failures.ts";
import { AccountRepository } from "../accounts/account-repository.ts";
import { PaymentProvider } from "./payment-provider.ts";

/** The profile's subscribe offer: whether it can be bought now, and the user's premium state. */
export const getPremiumOffer = Effect.fn("getPremiumOffer")(function* (userId: number) {
  const profile = yield* (yield* AccountRepository).loadProfile(userId);
  if (Option.isNone(profile)) return yield* new AccountGone();
  return premiumOffer((yield* PaymentProvider).available, profile.value.premiumUntil, yield* Clock.currentTimeMillis);
});
