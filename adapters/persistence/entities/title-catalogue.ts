import { defineEntity, p } from "@mikro-orm/core";

export const TitleCatalogueSchema = defineEntity({
  name: "TitleCatalogue",
  tableName: "title_catalogue",
  properties: {
    tconst: p.text().primary(),
    title: p.text(),
    originalTitle: p.text().nullable(),
    year: p.smallint().nullable(),
    kind: p.text(),
    genres: p.text().nullable(),
    runtime: p.integer().nullable(),
    averageRating: p.float().nullable(),
    numVotes: p.integer().nullable(),
    matchKey: p.text().nullable(),
  },
  indexes: [
    { properties: ["matchKey"] },
    {
      name: "title_catalogue_title_trgm_index",
      expression:
        'create index "title_catalogue_title_trgm_index" on "title_catalogue" using gin (search_key("title") gin_trgm_ops)',
    },
  ],
});

export class TitleCatalogue extends TitleCatalogueSchema.class {}
TitleCatalogueSchema.setClass(TitleCatalogue);
