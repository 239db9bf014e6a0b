import { defineEntity, p } from "@mikro-orm/core";

export const AdvertSchema = defineEntity({
  name: "Advert",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    imageUrl: p.text().nullable(),
    linkUrl: p.text().nullable(),
    active: p.boolean().default(true),
    nViews: p.bigint("number").default(0),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});

export class Advert extends AdvertSchema.class {}
AdvertSchema.setClass(Advert);
