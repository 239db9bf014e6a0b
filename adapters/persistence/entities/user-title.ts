import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";
import { User } from "./user.ts";

export const UserTitleSchema = defineEntity({
  name: "UserTitle",
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule("cascade"),
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    watched: p.boolean().default(false),
    watchedOn: p.date().nullable(),
    notInterested: p.boolean().default(false),
    alert: p.boolean().default(false),
    stars: p.smallint().nullable().check("stars >= 1 and stars <= 5"),
    // the newest alert_showing id this user was alerted about for this title (send-alerts)
    alertedThrough: p.integer().nullable(),
    updatedAt: p
      .datetime()
      .defaultRaw("now()")
      .onUpdate(() => new Date()),
  },
  indexes: [{ name: "user_title_alert_index", properties: ["title"], where: "alert = true" }],
});

export class UserTitle extends UserTitleSchema.class {}
UserTitleSchema.setClass(UserTitle);
