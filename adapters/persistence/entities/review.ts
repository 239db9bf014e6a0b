import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";

export const ReviewSchema = defineEntity({
  name: "Review",
  properties: {
    id: p.integer().primary(),
    title: () => p.manyToOne(Title).deleteRule("cascade").index(),
    synopsis: p.text().nullable(),
    review: p.text(),
    verified: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw("now()"),
  },
  indexes: [{ properties: ["verified", "createdAt"] }],
});

export class Review extends ReviewSchema.class {}
ReviewSchema.setClass(Review);
