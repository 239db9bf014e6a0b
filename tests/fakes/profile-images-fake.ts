import { Effect, Layer } from "effect";
import { InvalidImage } from "../../application/accounts/account-failures.ts";
import { ProfileImages } from "../../application/accounts/profile-images.ts";
import { IMAGE_INVALID } from "../../domain/account-texts.ts";

/** Accepts bytes that start with the PNG signature; keeps what it stores in `stored`. */
export const profileImagesFake = (stored: Map<string, Uint8Array> = new Map()) => {
  let counter = 0;
  return Layer.succeed(
    ProfileImages,
    ProfileImages.of({
      store: (bytes) =>
        Effect.suspend(() => {
          if (bytes[0] !== 0x89 || bytes[1] !== 0x50) return Effect.fail(new InvalidImage({ reason: "unsupported", message: IMAGE_INVALID }));
          const name = `fake-${++counter}.webp`;
          stored.set(name, bytes);
          return Effect.succeed(name);
        }),
      remove: (name) => Effect.sync(() => void stored.delete(name)),
      urlOf: (name) => `/profile-images/${name}`,
    }),
  );
};
