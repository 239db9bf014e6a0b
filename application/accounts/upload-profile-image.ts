import { Effect } from "effect";
import { IMAGE_TOO_LARGE } from "../../domain/account-texts.ts";
import { InvalidImage } from "./account-failures.ts";
import { AccountRepository } from "./account-repository.ts";
import { PROFILE_IMAGE_MAX_BYTES, ProfileImages } from "./profile-images.ts";

/** Stores a new profile image and removes the one it replaces; answers the new image's URL. */
export const uploadProfileImage = Effect.fn("uploadProfileImage")(function* (userId: number, bytes: Uint8Array) {
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) return yield* new InvalidImage({ reason: "too large", message: IMAGE_TOO_LARGE });
  const images = yield* ProfileImages;
  const name = yield* images.store(bytes);
  const previous = yield* (yield* AccountRepository).setProfileImage(userId, name);
  if (previous !== null) yield* images.remove(previous);
  return images.urlOf(name);
});
