import { Context, type Effect } from "effect";
import type { ChannelList } from "../../domain/channel-list.ts";
import type { ChannelListNotFound, ChannelNotFound } from "./personal-failures.ts";

/** A list id, or null for the user's default custom list (made on first use). */
export type ListRef = number | null;

export interface ChannelListsShape {
  /** Every list of the user (the default one has a null title) and the channels of the default list. */
  readonly overview: (userId: number) => Effect.Effect<{
    readonly lists: ReadonlyArray<ChannelList>;
    readonly defaultChannels: ReadonlyArray<number>;
  }>;
  readonly create: (userId: number, title: string) => Effect.Effect<ChannelList>;
  readonly remove: (userId: number, listId: number) => Effect.Effect<void, ChannelListNotFound>;
  readonly channelsOf: (userId: number, list: ListRef) => Effect.Effect<ReadonlyArray<number>, ChannelListNotFound>;
  readonly replaceChannels: (userId: number, list: ListRef, channelIds: ReadonlyArray<number>) => Effect.Effect<void, ChannelListNotFound | ChannelNotFound>;
  readonly systemChannels: (systemId: number) => Effect.Effect<ReadonlyArray<number>>;
}

export class ChannelLists extends Context.Service<ChannelLists, ChannelListsShape>()("tellyfilms/application/ChannelLists") {}
