import { Clock, Effect, Option } from "effect";
import { BELL_MESSAGES } from "../../domain/message.ts";
import type { User } from "../../domain/user.ts";
import { ChannelLists } from "../personal/channel-lists.ts";
import { UserMessages } from "../personal/user-messages.ts";
import { UserTitles } from "../personal/user-titles.ts";
import { AccountGone } from "./account-failures.ts";
import { AccountRepository } from "./account-repository.ts";
import { ProfileImages } from "./profile-images.ts";
import { savedFilters } from "./saved-filters.ts";

/** Everything the browser keeps about the logged-in user. */
export const loadUserState = Effect.fn("loadUserState")(function* (userId: number) {
  const found = yield* (yield* AccountRepository).loadProfile(userId);
  if (Option.isNone(found)) return yield* new AccountGone();
  const profile = found.value;
  const now = yield* Clock.currentTimeMillis;
  const flags = yield* (yield* UserTitles).flags(userId);
  const messages = yield* (yield* UserMessages).latest(userId, BELL_MESSAGES);
  const channels = yield* (yield* ChannelLists).overview(userId);
  const images = yield* ProfileImages;
  const user: User = {
    logged_in: true,
    name: profile.username,
    email: profile.email,
    profile_img: profile.profileImage === null ? null : images.urlOf(profile.profileImage),
    premium: profile.premiumUntil !== null && profile.premiumUntil > now,
    premium_until: profile.premiumUntil,
    watched: flags.watched,
    not_interested: flags.not_interested,
    alerts: flags.alerts,
    stars: flags.stars,
    messages,
    channels: channels.defaultChannels,
    channel_lists: channels.lists,
    preferred_view: profile.preferredView,
    receive_newsletter: profile.receiveNewsletter,
    receive_film_alerts: profile.receiveFilmAlerts,
    filters: profile.filters === null ? null : savedFilters(profile.filters),
    ...(profile.admin ? { admin: true as const } : {}),
  };
  return user;
});
