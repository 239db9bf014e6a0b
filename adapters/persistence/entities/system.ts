import { defineEntity, p } from "@mikro-orm/core";

export const SystemSchema = defineEntity({
  name: "System",
  properties: {
    id: p.integer().primary(),
    name: p.text().unique(),
    longName: p.text(),
    logo: p.text().nullable(),
  },
});

export class System extends SystemSchema.class {}
SystemSchema.setClass(System);
