import { Effect, Layer } from "effect";
import { ChannelLists, type ListRef } from "../../application/personal/channel-lists.ts";
import { ChannelListNotFound, ChannelNotFound } from "../../application/personal/personal-failures.ts";
import { CHANNEL_LIST_NOT_FOUND, CHANNEL_NOT_FOUND } from "../../domain/account-texts.ts";
import { nextId, type ChannelListRow, type InMemoryData } from "./in-memory-data.ts";

export const channelListsFake = (data: InMemoryData) => {
  const listsOf = (userId: number) =>
    [...data.channelLists.values()].filter((list) => list.userId === userId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  const resolve = (userId: number, list: ListRef, createDefault: boolean): Effect.Effect<ChannelListRow | null, ChannelListNotFound> => {
    if (list !== null) {
      const found = data.channelLists.get(list);
      return found === undefined || found.userId !== userId ? Effect.fail(new ChannelListNotFound({ message: CHANNEL_LIST_NOT_FOUND })) : Effect.succeed(found);
    }
    const found = listsOf(userId).find((row) => row.isDefault);
    if (found !== undefined || !createDefault) return Effect.succeed(found ?? null);
    const created: ChannelListRow = { id: nextId(data), userId, title: null, isDefault: true, channels: [] };
    data.channelLists.set(created.id, created);
    return Effect.succeed(created);
  };
  return Layer.succeed(
    ChannelLists,
    ChannelLists.of({
      overview: (userId) =>
        Effect.sync(() => {
          const lists = listsOf(userId);
          const withChannels = lists.map((list) => ({ list, channels: [...list.channels].sort((a, b) => a - b) }));
          return {
            lists: withChannels.map(({ list, channels }) => ({ id: list.id, title: list.title, channels })),
            defaultChannels: withChannels.find(({ list }) => list.isDefault)?.channels ?? [],
          };
        }),
      create: (userId, title) =>
        Effect.sync(() => {
          const created: ChannelListRow = { id: nextId(data), userId, title, isDefault: false, channels: [] };
          data.channelLists.set(created.id, created);
          return { id: created.id, title, channels: [] };
        }),
      remove: (userId, listId) => Effect.flatMap(resolve(userId, listId, false), () => Effect.sync(() => void data.channelLists.delete(listId))),
      channelsOf: (userId, list) => Effect.map(resolve(userId, list, false), (row) => [...(row?.channels ?? [])].sort((a, b) => a - b)),
      replaceChannels: (userId, list, channelIds) =>
        Effect.gen(function* () {
          const known = new Set(data.catalogue.channels.map((channel) => channel.id));
          const row = yield* resolve(userId, list, true);
          if (!channelIds.every((id) => known.has(id))) return yield* new ChannelNotFound({ message: CHANNEL_NOT_FOUND });
          if (row !== null) row.channels = [...new Set(channelIds)];
        }),
      systemChannels: (systemId) => Effect.sync(() => [...(data.catalogue.systems.find((system) => system.id === systemId)?.channels ?? [])]),
    }),
  );
};
