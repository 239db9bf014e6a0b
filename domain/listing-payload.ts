import { Schema } from "effect";
import { Channel } from "./channel.ts";
import { Film } from "./film.ts";
import { Series } from "./series.ts";
import { Show } from "./show.ts";

/** The Main Page's listing; raise LISTING_SHAPE_VERSION with any change to this shape or to the film records it holds. */
export const ListingPayload = Schema.Struct({
  channels: Schema.Array(Channel),
  films: Schema.Array(Film),
  shows: Schema.Array(Show),
  date: Schema.String.annotate({ description: "The UK broadcast date (04:00 rollover) the listing was computed for, YYYY-MM-DD" }),
  tvseries: Schema.Array(Series),
});
export type ListingPayload = typeof ListingPayload.Type;

export const ChannelsPayload = Schema.Struct({ channels: Schema.Array(Channel) });
export type ChannelsPayload = typeof ChannelsPayload.Type;
