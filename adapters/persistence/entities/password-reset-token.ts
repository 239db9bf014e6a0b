import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const PasswordResetTokenSchema = defineEntity({
  name: "PasswordResetToken",
  properties: {
    // a hash of the emailed token, never the token itself
    tokenHash: p.text().primary(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    createdAt: p.datetime().defaultRaw("now()"),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);
