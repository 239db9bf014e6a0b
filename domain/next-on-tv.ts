import { STREAMING_SERVICE, validChannelIds, type ChannelSource } from "./channel-source.ts";
import type { Channel } from "./channel.ts";
import type { Show } from "./show.ts";

/** Whether a showing is on the visitor's channel source: a channel of the system or list, or the chosen service. */
export const makeOnSourceTest = (source: ChannelSource, channels: Iterable<Channel>, customChannelIds?: Iterable<number> | null): ((show: Show) => boolean) => {
  if (source.kind === STREAMING_SERVICE) return (show) => show.s === source.id;
  const ids = validChannelIds(source, channels, customChannelIds);
  return (show) => show.cs?.some((id) => ids.has(id)) === true;
};

export interface NextShowings {
  /** On the visitor's channel source, earliest first. */
  readonly onSource: ReadonlyArray<Show>;
  /** On other channels and services, earliest first. */
  readonly elsewhere: ReadonlyArray<Show>;
}

/** A film's coming showings, the visitor's channel source first: every showing lands in exactly one of the two lists. */
export const nextShowingsBySource = (shows: ReadonlyArray<Show>, onSource: (show: Show) => boolean): NextShowings => {
  const ordered = [...shows].sort((a, b) => a.time - b.time || a.id - b.id);
  return { onSource: ordered.filter(onSource), elsewhere: ordered.filter((show) => !onSource(show)) };
};
