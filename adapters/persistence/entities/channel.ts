import { defineEntity, p } from "@mikro-orm/core";

export const ChannelSchema = defineEntity({
  name: "Channel",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    slug: p.text().unique(),
    logo: p.text().nullable(),
    hd: p.boolean().default(false),
  },
});

export class Channel extends ChannelSchema.class {}
ChannelSchema.setClass(Channel);
