import { Schema } from "effect";
import { Channel } from "./channel.ts";
import { Film } from "./film.ts";
import { Genre } from "./lookups.ts";
import { Show } from "./show.ts";

export const GenrePage = Schema.Struct({
  genre: Genre,
  channels: Schema.Array(Channel),
  films: Schema.Array(Film),
  shows: Schema.Array(Show),
  date: Schema.String,
});
export type GenrePage = typeof GenrePage.Type;
