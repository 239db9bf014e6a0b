import { Effect } from "effect";
import { ChannelLists } from "./channel-lists.ts";

export const deleteChannelList = Effect.fn("deleteChannelList")(function* (userId: number, listId: number) {
  yield* (yield* ChannelLists).remove(userId, listId);
});
