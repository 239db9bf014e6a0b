import { Schema } from "effect";

export const Channel = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  slug: Schema.String,
  logo: Schema.NullOr(Schema.String),
  systems: Schema.Array(Schema.Tuple([Schema.Int, Schema.Int])),
  hd: Schema.Boolean,
  n_shows: Schema.optionalKey(Schema.Int),
});
export type Channel = typeof Channel.Type;

export const isOnSystem = (channel: Channel, systemId: number): boolean => channel.systems.some(([id]) => id === systemId);

export const channelNumberOn = (channel: Channel, systemId: number): number | null => channel.systems.find(([id]) => id === systemId)?.[1] ?? null;

export const channelsForChannelsPage = (channels: ReadonlyArray<Channel>): ReadonlyArray<Channel> =>
  channels.filter((channel) => channel.logo !== null && channel.logo !== "" && (channel.n_shows ?? 0) > 0).sort((a, b) => a.name.localeCompare(b.name, "en"));
