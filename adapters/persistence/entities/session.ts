import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const SessionSchema = defineEntity({
  name: "Session",
  properties: {
    // a hash of the cookie token, never the token itself
    id: p.text().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    createdAt: p.datetime().defaultRaw("now()"),
    lastSeenAt: p.datetime().defaultRaw("now()"),
    expiresAt: p.datetime().index(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
