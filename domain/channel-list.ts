import { Schema } from "effect";

export const ChannelList = Schema.Struct({
  id: Schema.Int,
  title: Schema.NullOr(Schema.String),
  /** The list's channel ids, ascending. */
  channels: Schema.Array(Schema.Int),
});
export type ChannelList = typeof ChannelList.Type;

export const DEFAULT_CHANNEL_LIST_TITLE = "My custom channels";

// The prompt result: null when dismissed; an empty title cancels creation.
export const newChannelListTitle = (answer: string | null): string | null => {
  if (answer === null) return null;
  const title = answer.trim();
  return title === "" ? null : title;
};

export const channelListUpdatedToast = (label: string): string => `Updated channels list '${label}'`;

export const toggleChannel = (channelIds: ReadonlyArray<number>, channelId: number): ReadonlyArray<number> =>
  channelIds.includes(channelId) ? channelIds.filter((id) => id !== channelId) : [...channelIds, channelId];
