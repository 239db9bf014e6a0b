import { Schema } from "effect";
import { isOnSystem, type Channel } from "./channel.ts";
import { FREEVIEW_SYSTEM_ID } from "./system.ts";

export const CUSTOM_LIST = 0;
export const PREDEFINED_SYSTEM = 1;
export const STREAMING_SERVICE = 2;

export const ChannelSourceKind = Schema.Literals([CUSTOM_LIST, PREDEFINED_SYSTEM, STREAMING_SERVICE]);
export type ChannelSourceKind = typeof ChannelSourceKind.Type;

export const ChannelSource = Schema.Struct({
  kind: ChannelSourceKind,
  id: Schema.NullOr(Schema.Int),
});
export type ChannelSource = typeof ChannelSource.Type;

export const FREEVIEW: ChannelSource = { kind: PREDEFINED_SYSTEM, id: FREEVIEW_SYSTEM_ID };

export const isStreamingSource = (source: ChannelSource): boolean => source.kind === STREAMING_SERVICE;

export const sameSource = (a: ChannelSource, b: ChannelSource): boolean => a.kind === b.kind && a.id === b.id;

// A custom list without channel ids (logged out, or not loaded yet) falls back to the Freeview channels.
export const validChannelIds = (source: ChannelSource, channels: Iterable<Channel>, customChannelIds?: Iterable<number> | null): ReadonlySet<number> => {
  if (source.kind === STREAMING_SERVICE) return new Set();
  if (source.kind === CUSTOM_LIST && customChannelIds != null) return new Set(customChannelIds);
  const systemId = source.kind === PREDEFINED_SYSTEM && source.id !== null ? source.id : FREEVIEW_SYSTEM_ID;
  const ids = new Set<number>();
  for (const channel of channels) if (isOnSystem(channel, systemId)) ids.add(channel.id);
  return ids;
};

export const premiereSystemId = (source: ChannelSource): number => (source.kind === PREDEFINED_SYSTEM && source.id !== null ? source.id : FREEVIEW_SYSTEM_ID);

// Local storage may hold a bare system id or a custom-list pair from older versions or a logged-out session.
export const migrateStoredSystem = (stored: unknown): ChannelSource => {
  if (typeof stored === "number") return Number.isSafeInteger(stored) && stored > 0 ? { kind: PREDEFINED_SYSTEM, id: stored } : FREEVIEW;
  if (!Schema.is(ChannelSource)(stored)) return FREEVIEW;
  if (stored.kind === CUSTOM_LIST || stored.id === null) return FREEVIEW;
  return { kind: stored.kind, id: stored.id };
};

export const CUSTOM_LIST_DEFAULT_LABEL = "Custom list (default)";

export const channelSourceToast = (label: string): string => `Set channels list to: ${label}`;
