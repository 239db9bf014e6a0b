import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { loadUserState } from "../../../application/accounts/load-user-state.ts";
import { createChannelList } from "../../../application/personal/create-channel-list.ts";
import { deleteChannelList } from "../../../application/personal/delete-channel-list.ts";
import { toggleChannel } from "../../../application/personal/toggle-channel.ts";
import { updateChannelList } from "../../../application/personal/update-channel-list.ts";
import { DEFAULT_CHANNEL_LIST_TITLE } from "../../../domain/channel-list.ts";
import { personalWorld } from "./personal-world.ts";

describe("channel lists", () => {
  it("toggling a channel on a platform list makes the default custom list from that platform's channels", async () => {
    const { world, userId } = await personalWorld();
    await world.run(toggleChannel(userId, { channel: 902, list: null, system: 91 }));
    const user = await world.run(loadUserState(userId));
    expect(user.channels).toEqual([901, 903]);
    expect(user.channel_lists.map((list) => list.title)).toEqual([null]);
    await world.run(toggleChannel(userId, { channel: 904, list: null, system: null }));
    expect((await world.run(loadUserState(userId))).channels).toEqual([901, 903, 904]);
  });

  it("creates a list with the default title from the default list's channels, edits and deletes it", async () => {
    const { world, userId } = await personalWorld();
    await world.run(updateChannelList(userId, { list: null, channels: [902, 902, 901] }));
    const created = await world.run(createChannelList(userId, "  "));
    expect(created.title).toBe(DEFAULT_CHANNEL_LIST_TITLE);
    expect(created.channels).toEqual([901, 902]);
    await world.run(toggleChannel(userId, { channel: 901, list: created.id, system: null }));
    expect(world.data.channelLists.get(created.id)?.channels).toEqual([902]);
    const user = await world.run(loadUserState(userId));
    expect(user.channels).toEqual([901, 902]);
    expect(user.channel_lists.map((list) => [list.title, list.channels])).toEqual([
      [null, [901, 902]],
      [DEFAULT_CHANNEL_LIST_TITLE, [902]],
    ]);
    await world.run(deleteChannelList(userId, created.id));
    expect((await world.run(Effect.flip(deleteChannelList(userId, created.id))))._tag).toBe("ChannelListNotFound");
  });

  it("refuses unknown channels and other users' lists", async () => {
    const { world, userId } = await personalWorld();
    expect((await world.run(Effect.flip(updateChannelList(userId, { list: null, channels: [123_456] }))))._tag).toBe("ChannelNotFound");
    const created = await world.run(createChannelList(userId, "Mine"));
    expect((await world.run(Effect.flip(toggleChannel(userId + 1000, { channel: 901, list: created.id, system: null }))))._tag).toBe("ChannelListNotFound");
  });
});
