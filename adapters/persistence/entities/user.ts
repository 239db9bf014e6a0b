import { defineEntity, p } from "@mikro-orm/core";

export const UserSchema = defineEntity({
  name: "User",
  tableName: "app_user",
  properties: {
    id: p.integer().primary(),
    email: p.text(),
    passwordHash: p.text(),
    username: p.text().nullable(),
    profileImg: p.text().nullable(),
    premiumUntil: p.datetime().nullable(),
    role: p.enum(["user", "admin"] as const).default("user"),
    receiveNewsletter: p.boolean().default(false),
    receiveFilmAlerts: p.boolean().default(true),
    preferredView: p.enum(["table", "grid", "timeline"] as const).default("table"),
    filters: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().defaultRaw("now()"),
    lastLoginAt: p.datetime().nullable(),
    // set when the account is deleted: the anonymised row is purged two years later
    terminatedAt: p.datetime().nullable(),
  },
  uniques: [
    {
      name: "app_user_email_lower_unique",
      expression: 'create unique index "app_user_email_lower_unique" on "app_user" (lower("email"))',
    },
  ],
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
