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
      name: "title_catalogue_match_key_trgm_index",
      expression: 'create index "title_catalogue_match_key_trgm_index" on "title_catalogue" using gin ("match_key" gin_trgm_ops)',
    },
    {
      name: "title_catalogue_match_key_gist_index",
      expression: 'create index "title_catalogue_match_key_gist_index" on "title_catalogue" using gist ("match_key" gist_trgm_ops(siglen = 256))',
    },
    {
      name: "title_catalogue_popularity_index",
      expression: 'create index "title_catalogue_popularity_index" on "title_catalogue" ("num_votes" desc nulls last, "tconst")',
    },
  ],
});

export class TitleCatalogue extends TitleCatalogueSchema.class {}
TitleCatalogueSchema.setClass(TitleCatalogue);
