import { Effect } from "effect";
import { LookupsReadModel } from "./lookups-read-model.ts";

/** The other apps by the same company, for the More apps modal. */
export const listApps = Effect.gen(function* () {
  const lookups = yield* LookupsReadModel;
  return { apps: yield* lookups.findApps };
});
