import { defineEntity, p } from "@mikro-orm/core";

export const PersonSchema = defineEntity({
  name: "Person",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    slug: p.text().unique(),
    tmdbId: p.integer().nullable(),
    tmdbImg: p.text().nullable(),
    imdb: p.text().nullable().unique(),
  },
  indexes: [
    { properties: ["name"] },
    // enrich-films finds the people of a batch by their TMDB ids
    { properties: ["tmdbId"] },
    {
      name: "person_name_trgm_index",
      expression: 'create index "person_name_trgm_index" on "person" using gin (search_key("name") gin_trgm_ops)',
    },
  ],
});

export class Person extends PersonSchema.class {}
PersonSchema.setClass(Person);
