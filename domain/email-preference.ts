import { Schema } from "effect";

export const EmailPreference = Schema.Literals(["weekly newsletter", "email alerts"]);
export type EmailPreference = typeof EmailPreference.Type;
