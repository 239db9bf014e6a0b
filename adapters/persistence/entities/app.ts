import { defineEntity, p } from "@mikro-orm/core";

export const AppSchema = defineEntity({
  name: "App",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    url: p.text(),
    description: p.text(),
    icon: p.text(),
    ord: p.smallint().default(0),
  },
});

export class App extends AppSchema.class {}
AppSchema.setClass(App);
