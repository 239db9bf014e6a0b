import { defineEntity, p } from "@mikro-orm/core";
import { Language } from "./language.ts";
import { Title } from "./title.ts";

export const TitleLanguageSchema = defineEntity({
  name: "TitleLanguage",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    language: () => p.manyToOne(Language).primary().deleteRule("cascade"),
    ord: p.smallint().default(0),
  },
  indexes: [{ properties: ["language", "title"] }],
});

export class TitleLanguage extends TitleLanguageSchema.class {}
TitleLanguageSchema.setClass(TitleLanguage);
