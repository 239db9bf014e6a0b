import { randomBytes } from "node:crypto";
import argon2 from "argon2";
import { Effect, Layer } from "effect";
import { PasswordHasher } from "../../application/accounts/password-hasher.ts";

export interface Argon2Parameters {
  /** KiB */
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

// OWASP Password Storage Cheat Sheet: argon2id with at least 19 MiB of memory, 2 iterations and 1 degree of parallelism.
export const OWASP_ARGON2: Argon2Parameters = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const normalised = (password: string): string => password.normalize("NFC");

/** argon2id hashing; a hash made with other parameters verifies and asks to be rehashed. */
export const PasswordHasherArgon2 = (parameters: Argon2Parameters = OWASP_ARGON2) =>
  Layer.effect(
    PasswordHasher,
    Effect.gen(function* () {
      const options = { type: argon2.argon2id, ...parameters } as const;
      const hash = (password: string) => Effect.promise(() => argon2.hash(normalised(password), options));
      // An unknown email is checked against this, so it costs what a known one costs.
      const dummyHash = yield* hash(randomBytes(24).toString("base64"));
      const verify = (digest: string, password: string) => Effect.promise(() => argon2.verify(digest, normalised(password)).catch(() => false));
      return PasswordHasher.of({
        hash,
        verify: (digest, password) =>
          Effect.map(verify(digest, password), (valid) => ({
            valid,
            needsRehash: valid && argon2.needsRehash(digest, parameters),
          })),
        verifyDummy: (password) => Effect.asVoid(verify(dummyHash, password)),
      });
    }),
  );
