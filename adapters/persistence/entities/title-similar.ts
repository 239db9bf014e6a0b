import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";

export const TitleSimilarSchema = defineEntity({
  name: "TitleSimilar",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    similar: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    ord: p.smallint().default(0),
  },
});

export class TitleSimilar extends TitleSimilarSchema.class {}
TitleSimilarSchema.setClass(TitleSimilar);
