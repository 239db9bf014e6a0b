import { Effect, Option } from "effect";
import { AdminCatalogue } from "./admin-catalogue.ts";
import { AdminTargetNotFound } from "./admin-failures.ts";
import { stampBy, type AdminActor } from "./audit-stamp.ts";

export const setReviewVerified = Effect.fn("setReviewVerified")(function* (actor: AdminActor, id: number, verified: boolean, now: number) {
  const review = yield* (yield* AdminCatalogue).setReviewVerified(id, verified, stampBy(actor, now, "update verified", `review ${id}`));
  if (Option.isNone(review)) return yield* new AdminTargetNotFound({ message: `No review has the id ${id}.` });
  return review.value;
});
