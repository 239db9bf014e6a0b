import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";
import { System } from "./system.ts";

export const ChannelSystemSchema = defineEntity({
  name: "ChannelSystem",
  properties: {
    channel: p.manyToOne(Channel).primary().deleteRule("cascade"),
    system: p.manyToOne(System).primary().deleteRule("cascade"),
    number: p.integer(),
  },
  indexes: [{ properties: ["system", "number"] }],
});

export class ChannelSystem extends ChannelSystemSchema.class {}
ChannelSystemSchema.setClass(ChannelSystem);
