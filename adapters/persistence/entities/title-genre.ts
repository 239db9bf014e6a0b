import { defineEntity, p } from "@mikro-orm/core";
import { Genre } from "./genre.ts";
import { Title } from "./title.ts";

export const TitleGenreSchema = defineEntity({
  name: "TitleGenre",
  properties: {
    title: () => p.manyToOne(Title).primary().deleteRule("cascade"),
    genre: () => p.manyToOne(Genre).primary().deleteRule("cascade"),
    ord: p.smallint().default(0),
  },
  indexes: [{ properties: ["genre", "title"] }],
});

export class TitleGenre extends TitleGenreSchema.class {}
TitleGenreSchema.setClass(TitleGenre);
