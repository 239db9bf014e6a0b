import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";

// The slug and key of a title merged into another: the old page address and the old key still find the survivor.
export const TitleFormerKeySchema = defineEntity({
  name: "TitleFormerKey",
  properties: {
    slug: p.text().primary(),
    imdb: p.text().unique(),
    title: () => p.manyToOne(Title).deleteRule("cascade").index(),
  },
});

export class TitleFormerKey extends TitleFormerKeySchema.class {}
TitleFormerKeySchema.setClass(TitleFormerKey);
