import { Schema } from "effect";

/** The fields that name a title and its page. */
export const TitleRefFields = {
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  /** Which page the title has: a film page or a TV series page. */
  kind: Schema.Literals(["film", "series"]),
};

export const ListItem = Schema.Struct({
  ...TitleRefFields,
  time_stamp: Schema.NullOr(Schema.Number),
});
export type ListItem = typeof ListItem.Type;
