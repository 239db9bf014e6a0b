import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { PasswordHasher } from "../../../application/accounts/password-hasher.ts";
import { OWASP_ARGON2, PasswordHasherArgon2 } from "../../../adapters/security/password-hasher-argon2.ts";

const withHasher = <A>(parameters: typeof OWASP_ARGON2, use: (hasher: PasswordHasher["Service"]) => Effect.Effect<A>) =>
  Effect.runPromise(Effect.flatMap(Effect.service(PasswordHasher), use).pipe(Effect.provide(PasswordHasherArgon2(parameters))));

describe("argon2id password hashing with OWASP's parameters", () => {
  it("hashes with argon2id at 19 MiB, 2 iterations, 1 lane, and verifies only the same password", async () => {
    const outcome = await withHasher(OWASP_ARGON2, (hasher) =>
      Effect.gen(function* () {
        const hash = yield* hasher.hash("correct horse");
        return {
          hash,
          right: yield* hasher.verify(hash, "correct horse"),
          wrong: yield* hasher.verify(hash, "correct horsE"),
          again: yield* hasher.hash("correct horse"),
        };
      }),
    );
    expect(outcome.hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(outcome.again).not.toBe(outcome.hash);
    expect(outcome.right).toEqual({ valid: true, needsRehash: false });
    expect(outcome.wrong).toEqual({ valid: false, needsRehash: false });
  });

  it("asks to rehash a password hashed with other parameters, treats a damaged hash as wrong, and checks a dummy hash", async () => {
    const weak = { memoryCost: 8192, timeCost: 1, parallelism: 1 };
    const oldHash = await withHasher(weak, (hasher) => hasher.hash("correct horse"));
    const outcome = await withHasher(OWASP_ARGON2, (hasher) =>
      Effect.gen(function* () {
        yield* hasher.verifyDummy("anything");
        return { old: yield* hasher.verify(oldHash, "correct horse"), damaged: yield* hasher.verify("!", "correct horse") };
      }),
    );
    expect(outcome.old).toEqual({ valid: true, needsRehash: true });
    expect(outcome.damaged).toEqual({ valid: false, needsRehash: false });
  });

  it("treats the same password in composed and decomposed Unicode as one", async () => {
    const valid = await withHasher({ memoryCost: 8192, timeCost: 1, parallelism: 1 }, (hasher) =>
      Effect.flatMap(hasher.hash("caf\u00e9 au lait"), (hash) => hasher.verify(hash, "cafe\u0301 au lait")),
    );
    expect(valid.valid).toBe(true);
  });
});
