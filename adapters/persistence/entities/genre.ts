import { defineEntity, p } from "@mikro-orm/core";

export const GenreSchema = defineEntity({
  name: "Genre",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    slug: p.text().unique(),
  },
});

export class Genre extends GenreSchema.class {}
GenreSchema.setClass(Genre);
