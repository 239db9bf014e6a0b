import { Effect } from "effect";
import { ChannelLists, type ListRef } from "./channel-lists.ts";

/** Replaces the channels of a list (null: the default custom list). */
export const updateChannelList = Effect.fn("updateChannelList")(function* (
  userId: number,
  input: { readonly list: ListRef; readonly channels: ReadonlyArray<number> },
) {
  yield* (yield* ChannelLists).replaceChannels(userId, input.list, [...new Set(input.channels)]);
});
