import { defineEntity, p } from "@mikro-orm/core";

export const RateLimitSchema = defineEntity({
  name: "RateLimit",
  properties: {
    key: p.text().primary(),
    windowStart: p.datetime(),
    hits: p.integer().default(0),
    lastHitAt: p.datetime().nullable(),
  },
});

export class RateLimit extends RateLimitSchema.class {}
RateLimitSchema.setClass(RateLimit);
