import { Effect } from "effect";
import { DEFAULT_CHANNEL_LIST_TITLE, type ChannelList } from "../../domain/channel-list.ts";
import { ChannelLists } from "./channel-lists.ts";

const MAX_TITLE_LENGTH = 60;

/** A new list holding the channels of the default list; a blank title becomes the default title. */
export const createChannelList = Effect.fn("createChannelList")(function* (userId: number, title: string | null) {
  const lists = yield* ChannelLists;
  const trimmed = (title ?? "").trim().slice(0, MAX_TITLE_LENGTH);
  const created = yield* lists.create(userId, trimmed === "" ? DEFAULT_CHANNEL_LIST_TITLE : trimmed);
  const channels = yield* lists.channelsOf(userId, null).pipe(Effect.orDie);
  yield* lists.replaceChannels(userId, created.id, channels).pipe(Effect.orDie);
  const made: ChannelList = { ...created, channels: [...channels] };
  return made;
});
