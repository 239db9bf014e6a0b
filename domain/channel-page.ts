import { Schema } from "effect";
import { Channel } from "./channel.ts";
import { Film } from "./film.ts";
import { Series } from "./series.ts";
import { Show } from "./show.ts";
import { System } from "./system.ts";

export const ChannelPage = Schema.Struct({
  channel: Channel,
  systems: Schema.Array(System),
  films: Schema.Array(Film),
  tvseries: Schema.Array(Series),
  shows: Schema.Array(Show),
  date: Schema.String,
});
export type ChannelPage = typeof ChannelPage.Type;
