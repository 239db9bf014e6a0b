import { Schema } from "effect"

export const FREEVIEW_SYSTEM_ID = 1

export const System = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  long_name: Schema.String,
  logo: Schema.NullOr(Schema.String)
})
export type System = typeof System.Type
