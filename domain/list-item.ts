import { Schema } from "effect"

export const ListItem = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  time_stamp: Schema.NullOr(Schema.Number)
})
export type ListItem = typeof ListItem.Type
