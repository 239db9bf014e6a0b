import { Schema } from "effect";
import { ShowStatus, showStatus } from "./show-status.ts";

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
  series_url: Schema.optionalKey(Schema.NullOr(Schema.String)),
  sub: Schema.optionalKey(Schema.Boolean.annotate({ description: "Subtitled (teletext or on screen); present only when true" })),
  ad: Schema.optionalKey(Schema.Boolean.annotate({ description: "Audio described; present only when true" })),
  sl: Schema.optionalKey(Schema.Boolean.annotate({ description: "Signed (in-vision sign language); present only when true" })),
  ft: Schema.optionalKey(
    Schema.Boolean.annotate({ description: "The film's first showing on a free-to-air channel in the site's history; present only when true" }),
  ),
  lc: Schema.optionalKey(Schema.Boolean.annotate({ description: "Last chance: no later showing in the schedule and not streaming; present only when true" })),
});
export type Show = typeof Show.Type;

const showKeys = new WeakMap<Show, string>();

/**
 * What tells one showing from every other in a listing that merges today's, the week's and the series' showings (an id is
 * only unique within its own kind), remembered per showing: a listing asks it of every row on every filter change.
 */
export const showKey = (show: Show): string => {
  let key = showKeys.get(show);
  if (key === undefined) {
    key = `${show.id}:${show.f}:${show.time}`;
    showKeys.set(show, key);
  }
  return key;
};

export const isLiveShow = (show: Show): boolean => show.cs !== undefined && show.cs.length > 0;

export const isPremiereOn = (show: Show, systemId: number): boolean => show.p?.includes(systemId) === true;

export const isEpisodeShow = (show: Show): boolean => show.series !== undefined && show.series !== null;

export const withStatus = (show: Show, now: number): Show => (isLiveShow(show) ? { ...show, status: showStatus(show.time, now) } : show);

export const isSubtitled = (show: Show): boolean => show.sub === true;
export const isAudioDescribed = (show: Show): boolean => show.ad === true;
export const isSigned = (show: Show): boolean => show.sl === true;
export const isFirstTimeOnFreeTv = (show: Show): boolean => show.ft === true;
export const isLastChanceShowing = (show: Show): boolean => show.lc === true;
