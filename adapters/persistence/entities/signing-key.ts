import { defineEntity, p } from "@mikro-orm/core";

export const SigningKeySchema = defineEntity({
  name: "SigningKey",
  tableName: "signing_key",
  properties: {
    name: p.text().primary(),
    secret: p.text(),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});

export class SigningKey extends SigningKeySchema.class {}
SigningKeySchema.setClass(SigningKey);
