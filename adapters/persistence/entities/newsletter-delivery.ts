import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const NewsletterDeliverySchema = defineEntity({
  name: "NewsletterDelivery",
  tableName: "newsletter_delivery",
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule("cascade"),
    // ISO week of the UK date, e.g. 2026-W47: one newsletter per user per week
    week: p.text().primary(),
    queuedAt: p.datetime().defaultRaw("now()"),
  },
});

export class NewsletterDelivery extends NewsletterDeliverySchema.class {}
NewsletterDeliverySchema.setClass(NewsletterDelivery);
