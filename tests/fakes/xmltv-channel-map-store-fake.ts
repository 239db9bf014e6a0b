import { Effect, Option } from "effect";
import type { XmltvChannelMapStoreShape } from "../../application/imports/xmltv-channel-map-store.ts";

export interface XmltvChannelMapFakeState {
  channels: Array<{ readonly id: number; readonly slug: string }>;
  mappings: Map<string, { readonly displayName: string | null; readonly channelId: number | null }>;
  numbers?: Array<{ readonly channelId: number; readonly platform: string; readonly number: number }>;
}

/** An in-memory XmltvChannelMapStore; `state` is open for tests to arrange and inspect. */
export const makeXmltvChannelMapStoreFake = (
  state: XmltvChannelMapFakeState = { channels: [], mappings: new Map() },
): XmltvChannelMapStoreShape & { readonly state: XmltvChannelMapFakeState } => ({
  state,
  findChannelIdBySlug: (slug) => Effect.sync(() => Option.fromNullishOr(state.channels.find((channel) => channel.slug === slug)?.id)),
  saveMapping: (xmltvId, channelId) =>
    Effect.sync(() => {
      state.mappings.set(xmltvId, { displayName: state.mappings.get(xmltvId)?.displayName ?? null, channelId });
    }),
  findChannelAtNumber: (platform, number) =>
    Effect.sync(() => {
      const held = (state.numbers ?? []).find((entry) => entry.platform === platform && entry.number === number);
      return Option.fromNullishOr(state.channels.find((channel) => channel.id === held?.channelId)?.slug);
    }),
  setChannelNumber: (channelId, platform, number) =>
    Effect.sync(() => {
      state.numbers = [
        ...(state.numbers ?? []).filter((entry) => entry.channelId !== channelId || entry.platform !== platform),
        { channelId, platform, number },
      ];
    }),
  listMappings: Effect.sync(() =>
    [...state.mappings]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([xmltvId, mapping]) => ({
        xmltvId,
        displayName: mapping.displayName,
        channel: state.channels.find((channel) => channel.id === mapping.channelId)?.slug ?? null,
      })),
  ),
});
