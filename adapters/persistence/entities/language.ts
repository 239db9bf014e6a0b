import { defineEntity, p } from "@mikro-orm/core";

export const LanguageSchema = defineEntity({
  name: "Language",
  properties: {
    id: p.integer().primary(),
    name: p.text().unique(),
  },
});

export class Language extends LanguageSchema.class {}
LanguageSchema.setClass(Language);
