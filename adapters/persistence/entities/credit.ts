import { defineEntity, p } from "@mikro-orm/core";
import { Person } from "./person.ts";
import { Title } from "./title.ts";

export const CreditSchema = defineEntity({
  name: "Credit",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    person: () => p.manyToOne(Person).primary().deleteRule("cascade"),
    role: p.enum(["star", "director"] as const).primary(),
    ord: p.smallint().default(0),
    character: p.text().nullable(),
  },
  indexes: [{ properties: ["person", "role"] }],
});

export class Credit extends CreditSchema.class {}
CreditSchema.setClass(Credit);
