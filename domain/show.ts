import { Schema } from "effect"
import { ShowStatus, showStatus } from "./show-status.ts"

export const Show = Schema.Struct({
  id: Schema.Int,
  f: Schema.String,
  series: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  time: Schema.Number,
  art: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  cs: Schema.optionalKey(Schema.Array(Schema.Int)),
  s: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  l: Schema.optionalKey(Schema.NullOr(Schema.String)),
  a: Schema.optionalKey(Schema.NullOr(Schema.String)),
  p: Schema.optionalKey(Schema.Array(Schema.Int)),
  status: Schema.optionalKey(ShowStatus),
  episode: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  n_episodes: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  season: Schema.optionalKey(Schema.NullOr(Schema.Int)),
  episode_title: Schema.optionalKey(Schema.NullOr(Schema.String)),
  film_url: Schema.optionalKey(Schema.NullOr(Schema.String)),
  series_url: Schema.optionalKey(Schema.NullOr(Schema.String))
})
export type Show = typeof Show.Type

export const isLiveShow = (show: Show): boolean => show.cs !== undefined && show.cs.length > 0

export const isEpisodeShow = (show: Show): boolean => show.series !== undefined && show.series !== null

export const withStatus = (show: Show, now: number): Show =>
  isLiveShow(show) ? { ...show, status: showStatus(show.time, now) } : show
