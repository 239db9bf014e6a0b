import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";
import { ChannelList } from "./channel-list.ts";

export const ChannelListChannelSchema = defineEntity({
  name: "ChannelListChannel",
  properties: {
    channelList: () => p.manyToOne(ChannelList).primary().deleteRule("cascade"),
    channel: () => p.manyToOne(Channel).primary().deleteRule("cascade"),
  },
});

export class ChannelListChannel extends ChannelListChannelSchema.class {}
ChannelListChannelSchema.setClass(ChannelListChannel);
