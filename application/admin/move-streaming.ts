import { Effect } from "effect";
import { AdminCatalogue } from "./admin-catalogue.ts";
import { InvalidAdminInput } from "./admin-failures.ts";
import { stampBy, type AdminActor } from "./audit-stamp.ts";
import { TCONST_PATTERN } from "./edit-title.ts";

/** Matches a streaming availability to the film with this IMDb id (it was matched to the wrong one). */
export const moveStreaming = Effect.fn("moveStreaming")(function* (actor: AdminActor, streamingId: number, tconst: string, now: number) {
  const target = tconst.trim();
  if (!TCONST_PATTERN.test(target)) return yield* new InvalidAdminInput({ field: "tconst", message: "An IMDb id looks like tt0123456." });
  return yield* (yield* AdminCatalogue).moveStreaming(streamingId, target, stampBy(actor, now, "update streaming", `streaming ${streamingId}`));
});
