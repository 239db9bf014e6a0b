import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

/** A member's secret calendar address: the token is never stored, only its digest and the seed the site derives it from. */
export const CalendarFeedSchema = defineEntity({
  name: "CalendarFeed",
  properties: {
    user: () => p.manyToOne(User).deleteRule("cascade").primary(),
    seed: p.text(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
