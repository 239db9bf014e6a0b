import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const PaymentEventSchema = defineEntity({
  name: "PaymentEvent",
  properties: {
    id: p.integer().primary(),
    provider: p.text(),
    providerEventId: p.text(),
    kind: p.text(),
    user: () => p.manyToOne(User).nullable().deleteRule("set null").index(),
    payload: p.json<unknown>(),
    receivedAt: p.datetime().defaultRaw("now()"),
    processedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ["provider", "providerEventId"] }],
});

export class PaymentEvent extends PaymentEventSchema.class {}
PaymentEventSchema.setClass(PaymentEvent);
