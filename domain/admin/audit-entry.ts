import { Schema } from "effect";

/** One admin change: who made it, when, what it touched, and the changed fields before and after. */
export const AuditEntry = Schema.Struct({
  id: Schema.Int,
  at: Schema.Number,
  actor: Schema.String,
  action: Schema.String,
  target: Schema.String,
  before: Schema.JsonObject,
  after: Schema.JsonObject,
});
export type AuditEntry = typeof AuditEntry.Type;

export type AuditFields = Readonly<Record<string, Schema.Json>>;

const same = (a: Schema.Json | undefined, b: Schema.Json | undefined): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields that differ, each on both sides; empty when nothing changed. */
export const auditDiff = (before: AuditFields, after: AuditFields): { readonly before: AuditFields; readonly after: AuditFields } => {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
};

export const isNoChange = (diff: { readonly before: AuditFields }): boolean => Object.keys(diff.before).length === 0;

/** The actor recorded for changes made from the command line rather than by a logged-in admin. */
export const CLI_ACTOR = "cli";
