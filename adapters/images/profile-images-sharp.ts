import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Effect, Layer, Option } from "effect";
import sharp from "sharp";
import { InvalidImage } from "../../application/accounts/account-failures.ts";
import { PROFILE_IMAGE_MAX_SIDE, ProfileImages } from "../../application/accounts/profile-images.ts";
import { IMAGE_INVALID } from "../../domain/account-texts.ts";

export const PROFILE_IMAGE_URL_PREFIX = "/profile-images/";
const STORED_SIDE = 512;
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

export const isStoredImageName = (name: string): boolean => STORED_NAME.test(name);

const invalid = () => new InvalidImage({ reason: "unsupported", message: IMAGE_INVALID });

// The format comes from the bytes, never the file name; the image is decoded and re-encoded, which drops metadata.
const reencode = async (bytes: Uint8Array): Promise<Buffer | null> => {
  const options = { limitInputPixels: PROFILE_IMAGE_MAX_SIDE * PROFILE_IMAGE_MAX_SIDE, animated: false } as const;
  const metadata = await sharp(bytes, options).metadata();
  if (metadata.format === undefined || !ACCEPTED_FORMATS.has(metadata.format)) return null;
  if ((metadata.width ?? Infinity) > PROFILE_IMAGE_MAX_SIDE || (metadata.height ?? Infinity) > PROFILE_IMAGE_MAX_SIDE) return null;
  return sharp(bytes, options).rotate().resize(STORED_SIDE, STORED_SIDE, { fit: "cover", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
};

/** Profile images as WebP files with random names in `directory`. */
export const ProfileImagesSharp = (directory: string) =>
  Layer.succeed(
    ProfileImages,
    ProfileImages.of({
      store: (bytes) =>
        Effect.tryPromise({ try: () => reencode(bytes), catch: invalid }).pipe(
          Effect.flatMap((encoded) => (encoded === null ? Effect.fail(invalid()) : Effect.succeed(encoded))),
          Effect.flatMap((encoded) =>
            Effect.promise(async () => {
              const name = `${randomBytes(16).toString("hex")}.webp`;
              await mkdir(directory, { recursive: true });
              await writeFile(path.join(directory, name), encoded, { flag: "wx" });
              return name;
            }),
          ),
        ),
      remove: (name) => (isStoredImageName(name) ? Effect.promise(() => unlink(path.join(directory, name)).catch(() => undefined)) : Effect.void),
      urlOf: (name) => `${PROFILE_IMAGE_URL_PREFIX}${name}`,
    }),
  );

/** The bytes of a stored image, if the name is one this store could have made and the file exists. */
export const readStoredImage = (directory: string, name: string): Effect.Effect<Option.Option<Buffer>> =>
  isStoredImageName(name) ? Effect.promise(() => readFile(path.join(directory, name)).then(Option.some, () => Option.none())) : Effect.succeed(Option.none());
