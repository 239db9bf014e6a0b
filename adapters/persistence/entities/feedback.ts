import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const FeedbackSchema = defineEntity({
  name: "Feedback",
  properties: {
    id: p.integer().primary(),
    text: p.text(),
    category: p.enum(["SG", "BG", "OT"] as const),
    email: p.text().nullable(),
    user: () => p.manyToOne(User).nullable().deleteRule("set null").index(),
    createdAt: p.datetime().defaultRaw("now()").index(),
  },
});

export class Feedback extends FeedbackSchema.class {}
FeedbackSchema.setClass(Feedback);
