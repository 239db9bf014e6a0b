import { Context, type Effect, type Option } from "effect";

export interface XmltvChannelMapping {
  readonly xmltvId: string;
  readonly displayName: string | null;
  /** The site channel's slug; null when imports skip this feed channel. */
  readonly channel: string | null;
}

export interface XmltvChannelMapStoreShape {
  readonly findChannelIdBySlug: (slug: string) => Effect.Effect<Option.Option<number>>;
  /** Points a feed channel at a site channel (null: skip it), replacing any earlier mapping. */
  readonly saveMapping: (xmltvId: string, channelId: number | null) => Effect.Effect<void>;
  /** Every mapping, by feed channel id. */
  readonly listMappings: Effect.Effect<ReadonlyArray<XmltvChannelMapping>>;
  /** The slug of the channel at `number` on the platform named `platform` (e.g. "Freeview"), if one is there. */
  readonly findChannelAtNumber: (platform: string, number: number) => Effect.Effect<Option.Option<string>>;
  /** Puts a channel at `number` on the platform named `platform`, replacing its earlier number there. */
  readonly setChannelNumber: (channelId: number, platform: string, number: number) => Effect.Effect<void>;
}

export class XmltvChannelMapStore extends Context.Service<XmltvChannelMapStore, XmltvChannelMapStoreShape>()("tellyfilms/application/XmltvChannelMapStore") {}
