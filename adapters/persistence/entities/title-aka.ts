import { defineEntity, p } from "@mikro-orm/core";
import { Title } from "./title.ts";

export const TitleAkaSchema = defineEntity({
  name: "TitleAka",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    ord: p.smallint().primary(),
    name: p.text(),
    // titleMatchKey(name), written with the name
    matchKey: p.text(),
  },
  indexes: [
    {
      name: "title_aka_match_key_trgm_index",
      expression: 'create index "title_aka_match_key_trgm_index" on "title_aka" using gin ("match_key" gin_trgm_ops)',
    },
  ],
});

export class TitleAka extends TitleAkaSchema.class {}
TitleAkaSchema.setClass(TitleAka);
