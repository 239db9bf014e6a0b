import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const PremiumPeriodSchema = defineEntity({
  name: "PremiumPeriod",
  tableName: "premium_period",
  properties: {
    id: p.integer().primary(),
    provider: p.text(),
    // the provider's id of what was paid (an invoice), so a period counts once however often it is reported
    reference: p.text(),
    user: () => p.manyToOne(User).deleteRule("cascade").index(),
    periodStart: p.datetime(),
    recordedAt: p.datetime().defaultRaw("now()"),
  },
  uniques: [{ properties: ["provider", "reference"] }],
});

export class PremiumPeriod extends PremiumPeriodSchema.class {}
PremiumPeriodSchema.setClass(PremiumPeriod);
