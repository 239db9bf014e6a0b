import { Effect } from "effect";
import { toggleChannel as toggled } from "../../domain/channel-list.ts";
import { ChannelLists, type ListRef } from "./channel-lists.ts";

/**
 * Adds or removes one channel. Toggling a channel while a platform (system) list is shown edits the default custom
 * list, which starts from that platform's channels.
 */
export const toggleChannel = Effect.fn("toggleChannel")(function* (
  userId: number,
  input: { readonly channel: number; readonly list: ListRef; readonly system: number | null },
) {
  const lists = yield* ChannelLists;
  const base = input.system !== null ? yield* lists.systemChannels(input.system) : yield* lists.channelsOf(userId, input.list);
  yield* lists.replaceChannels(userId, input.system !== null ? null : input.list, toggled(base, input.channel));
});
