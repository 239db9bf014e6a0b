import { defineEntity, p } from "@mikro-orm/core";
import { Certificate } from "./certificate.ts";
import { Credit } from "./credit.ts";
import { Genre } from "./genre.ts";
import { Language } from "./language.ts";
import { TitleAka } from "./title-aka.ts";
import { TitleGenre } from "./title-genre.ts";
import { TitleLanguage } from "./title-language.ts";

export const TitleSchema = defineEntity({
  name: "Title",
  properties: {
    id: p.integer().primary(),
    kind: p.enum(["film", "series"] as const),
    imdb: p.text().unique(),
    slug: p.text().unique(),
    title: p.text(),
    // titleMatchKey(title), written with the title: what search and matching compare
    matchKey: p.text(),
    year: p.smallint().nullable(),
    yearEnd: p.smallint().nullable(),
    length: p.smallint().nullable(),
    certificate: () => p.manyToOne(Certificate).nullable().deleteRule("set null"),
    posterUrl: p.text().nullable(),
    backdropUrl: p.text().nullable(),
    synopsis: p.text().nullable(),
    synopsisShort: p.text().nullable(),
    review: p.text().nullable(),
    tvguideSynopsis: p.text().nullable(),
    imdbSynopsis: p.text().nullable(),
    rottenSynopsis: p.text().nullable(),
    youtube: p.text().nullable(),
    audi: p.smallint().nullable(),
    crit: p.smallint().nullable(),
    imdbR: p.float().nullable(),
    metascore: p.smallint().nullable(),
    rtSlug: p.text().nullable(),
    rottenStatus: p.enum(["UN", "AB", "BD", "AG", "GD"] as const).default("UN"),
    rottenUrl: p.text().nullable(),
    tmdbKind: p.enum(["movie", "tv"] as const).nullable(),
    tmdbId: p.integer().nullable(),
    // TMDB ids (of the same kind) of the films TMDB calls similar; linked to titles once they are in the catalogue
    tmdbSimilar: p.array(Number, String).columnType("int[]").default([]),
    // when enrich-films last fetched this title from the film-data services
    enrichedAt: p.datetime().nullable(),
    verified: p.boolean().default(false),
    incorrect: p.array().default([]),
    nDaily: p.integer().default(0),
    nWeekly: p.integer().default(0),
    fullData: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw("now()"),
    updatedAt: p
      .datetime()
      .defaultRaw("now()")
      .onUpdate(() => new Date()),
    akas: () => p.oneToMany(TitleAka).mappedBy("title").orderBy({ ord: "asc" }),
    credits: () => p.oneToMany(Credit).mappedBy("title").orderBy({ role: "asc", ord: "asc" }),
    genres: () => p.manyToMany(Genre).pivotEntity(() => TitleGenre),
    languages: () => p.manyToMany(Language).pivotEntity(() => TitleLanguage),
  },
  indexes: [
    { properties: ["kind", "year"] },
    { properties: ["createdAt"] },
    { properties: ["nDaily"] },
    { properties: ["nWeekly"] },
    { name: "title_unverified_index", properties: ["createdAt"], where: "verified = false" },
    { name: "title_reported_index", properties: ["updatedAt"], where: "incorrect <> '{}'" },
    { name: "title_tmdb_index", properties: ["tmdbKind", "tmdbId"] },
    {
      name: "title_match_key_trgm_index",
      expression: 'create index "title_match_key_trgm_index" on "title" using gin ("match_key" gin_trgm_ops)',
    },
  ],
});

export class Title extends TitleSchema.class {}
TitleSchema.setClass(Title);
