import { Effect, Layer } from "effect";
import { PasswordHasher } from "../../application/accounts/password-hasher.ts";

export interface HasherCalls {
  hashes: number;
  verifications: number;
  dummyVerifications: number;
}

/** Hashes as "v<version>:<password>": a hash of an older version verifies and asks for a rehash. */
export const passwordHasherFake = (calls: HasherCalls = { hashes: 0, verifications: 0, dummyVerifications: 0 }, version = 2) =>
  Layer.succeed(
    PasswordHasher,
    PasswordHasher.of({
      hash: (password) =>
        Effect.sync(() => {
          calls.hashes++;
          return `v${version}:${password}`;
        }),
      verify: (hash, password) =>
        Effect.sync(() => {
          calls.verifications++;
          const match = /^v(\d+):(.*)$/s.exec(hash);
          const valid = match !== null && match[2] === password;
          return { valid, needsRehash: valid && Number(match?.[1]) < version };
        }),
      verifyDummy: () => Effect.sync(() => void calls.dummyVerifications++),
    }),
  );
