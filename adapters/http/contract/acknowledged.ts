import { Schema } from "effect";

/** The body of a POST that only records something. */
export const Acknowledged = Schema.Struct({ ok: Schema.Literal(true) });
export type Acknowledged = typeof Acknowledged.Type;

export const ACKNOWLEDGED: Acknowledged = { ok: true };
