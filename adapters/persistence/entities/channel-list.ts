import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";
import { ChannelListChannel } from "./channel-list-channel.ts";
import { User } from "./user.ts";

export const ChannelListSchema = defineEntity({
  name: "ChannelList",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    title: p.text().nullable(),
    // 0 custom list, 1 platform list
    kind: p.smallint().default(0).check("kind in (0, 1)"),
    isDefault: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw("now()"),
    channels: () => p.manyToMany(Channel).pivotEntity(() => ChannelListChannel),
  },
  uniques: [{ name: "channel_list_one_default_unique", properties: ["user"], where: "is_default = true" }],
});

export class ChannelList extends ChannelListSchema.class {}
ChannelListSchema.setClass(ChannelList);
