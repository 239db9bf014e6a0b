import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";

// Page views per title and UK broadcast day; the title's n_daily and n_weekly are kept from these.
export const TitleViewSchema = defineEntity({
  name: "TitleView",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    day: p.date().primary(),
    views: p.integer().default(0),
  },
  indexes: [{ properties: ["day"] }],
});

export class TitleView extends TitleViewSchema.class {}
TitleViewSchema.setClass(TitleView);
