import { defineEntity, p } from "@mikro-orm/core";
import { Channel } from "./channel.ts";
import { Show } from "./show.ts";

export const ShowChannelSchema = defineEntity({
  name: "ShowChannel",
  properties: {
    show: () => p.manyToOne(Show).primary().deleteRule("cascade"),
    channel: () => p.manyToOne(Channel).primary().deleteRule("cascade"),
  },
  indexes: [{ properties: ["channel", "show"] }],
});

export class ShowChannel extends ShowChannelSchema.class {}
ShowChannelSchema.setClass(ShowChannel);
