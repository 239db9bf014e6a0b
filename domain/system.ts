import { Schema } from "effect";

export const FREEVIEW_SYSTEM_ID = 1;
export const FREESAT_SYSTEM_ID = 2;

/** The systems a viewer needs no subscription for: a channel on one of them is free-to-air. */
export const FREE_TO_AIR_SYSTEM_IDS: ReadonlyArray<number> = [FREEVIEW_SYSTEM_ID, FREESAT_SYSTEM_ID];

export const System = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  long_name: Schema.String,
  logo: Schema.NullOr(Schema.String),
});
export type System = typeof System.Type;
