import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const MessageSchema = defineEntity({
  name: "Message",
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade"),
    createdAt: p.datetime().defaultRaw("now()"),
    text: p.text(),
    read: p.boolean().default(false),
    kind: p.enum(["film", "series", "other"] as const).default("other"),
    slug: p.text().nullable(),
  },
  indexes: [{ properties: ["user", "createdAt"] }],
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
