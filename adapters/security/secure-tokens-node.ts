import { createHash, randomBytes } from "node:crypto";
import { Effect, Layer } from "effect";
import { SecureTokens } from "../../application/accounts/secure-tokens.ts";

/** 256-bit tokens from the operating system's CSPRNG; stored as SHA-256 digests (the tokens are random, not passwords). */
export const SecureTokensNode = Layer.succeed(
  SecureTokens,
  SecureTokens.of({
    generate: Effect.sync(() => randomBytes(32).toString("base64url")),
    digest: (token) => createHash("sha256").update(token, "utf8").digest("hex"),
  }),
);
