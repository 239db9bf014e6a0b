import { defineEntity, p } from "@mikro-orm/core";

export const SiteBannerSchema = defineEntity({
  name: "SiteBanner",
  properties: {
    id: p.integer().primary(),
    html: p.text(),
    active: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});

export class SiteBanner extends SiteBannerSchema.class {}
SiteBannerSchema.setClass(SiteBanner);
