import { Context, type Effect } from "effect";
import type { InvalidImage } from "./account-failures.ts";

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_SIDE = 4000;

export interface ProfileImagesShape {
  /** Checks the content is an image, re-encodes it without metadata and stores it under a new random name. */
  readonly store: (bytes: Uint8Array) => Effect.Effect<string, InvalidImage>;
  readonly remove: (name: string) => Effect.Effect<void>;
  readonly urlOf: (name: string) => string;
}

export class ProfileImages extends Context.Service<ProfileImages, ProfileImagesShape>()("tellyfilms/application/ProfileImages") {}
