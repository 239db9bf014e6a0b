import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const EmailChangeSchema = defineEntity({
  name: "EmailChange",
  properties: {
    // a hash of the nonce in the signed link, never the nonce itself
    tokenHash: p.text().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    newEmail: p.text(),
    createdAt: p.datetime().defaultRaw("now()"),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
  },
});

export class EmailChange extends EmailChangeSchema.class {}
EmailChangeSchema.setClass(EmailChange);
