import { Clock, Effect } from "effect";
import { AccountRepository } from "./account-repository.ts";
import { ProfileImages } from "./profile-images.ts";

/** Irreversible: personal data goes at once; the anonymised account row stays until the retention period ends. */
export const deleteAccount = Effect.fn("deleteAccount")(function* (userId: number) {
  const now = yield* Clock.currentTimeMillis;
  const { profileImage } = yield* (yield* AccountRepository).terminate(userId, now);
  if (profileImage !== null) yield* (yield* ProfileImages).remove(profileImage);
});
