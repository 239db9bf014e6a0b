import { Schema } from "effect";
import { ChannelList } from "./channel-list.ts";
import { Filters } from "./filters.ts";
import { Message } from "./message.ts";
import { StarRating } from "./star-rating.ts";
import { View } from "./view.ts";

export const User = Schema.Struct({
  logged_in: Schema.Boolean,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  profile_img: Schema.NullOr(Schema.String),
  premium: Schema.Boolean,
  premium_until: Schema.NullOr(Schema.Number),
  watched: Schema.Array(Schema.String),
  not_interested: Schema.Array(Schema.String),
  alerts: Schema.Array(Schema.String),
  stars: Schema.Record(Schema.String, StarRating),
  messages: Schema.Array(Message),
  channels: Schema.Array(Schema.Int),
  channel_lists: Schema.Array(ChannelList),
  preferred_view: View,
  receive_newsletter: Schema.Boolean,
  receive_film_alerts: Schema.Boolean,
  filters: Schema.NullOr(Filters),
  /** Present, and true, only for admins: the browser then offers /dashboard/ (the server checks every admin call itself). */
  admin: Schema.optionalKey(Schema.Literal(true)),
});
export type User = typeof User.Type;

export const ANONYMOUS_USER: User = {
  logged_in: false,
  name: null,
  email: null,
  profile_img: null,
  premium: false,
  premium_until: null,
  watched: [],
  not_interested: [],
  alerts: [],
  stars: {},
  messages: [],
  channels: [],
  channel_lists: [],
  preferred_view: "table",
  receive_newsletter: false,
  receive_film_alerts: false,
  filters: null,
};

export const showsAds = (user: Pick<User, "premium">): boolean => !user.premium;

export const PREMIUM_PRICE_POUNDS = 10;
export const PREMIUM_MONTHS = 12;
export const MINIMUM_AGE = 18;
export const DATA_RETENTION_YEARS = 2;

export const ANONYMOUS_PAGE_TEXT = "Page not available to anonymous users. Please log in to access this page.";
export const ANONYMOUS_PROFILE_TEXT = "Profile page not available to anonymous users. Please log in to access this page.";
