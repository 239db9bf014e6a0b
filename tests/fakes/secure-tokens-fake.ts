import { createHash, randomBytes } from "node:crypto";
import { Effect, Layer } from "effect";
import { SecureTokens } from "../../application/accounts/secure-tokens.ts";

export const secureTokensFake = (issued: Array<string> = []) =>
  Layer.succeed(
    SecureTokens,
    SecureTokens.of({
      generate: Effect.sync(() => {
        const token = randomBytes(32).toString("base64url");
        issued.push(token);
        return token;
      }),
      digest: (token) => `fake-digest:${createHash("sha256").update(token).digest("hex")}`,
    }),
  );
