import { Schema } from "effect";

export const OtherApp = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  description: Schema.String,
  icon: Schema.String,
});
export type OtherApp = typeof OtherApp.Type;
