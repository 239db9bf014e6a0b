import { Effect } from "effect";
import { AccountRepository } from "./account-repository.ts";
import { ProfileImages } from "./profile-images.ts";

export const deleteProfileImage = Effect.fn("deleteProfileImage")(function* (userId: number) {
  const previous = yield* (yield* AccountRepository).setProfileImage(userId, null);
  if (previous !== null) yield* (yield* ProfileImages).remove(previous);
});
