import { createHash } from "node:crypto";
import { Layer, Option } from "effect";
import { LinkSigner } from "../../application/mail/link-signer.ts";

/** Tokens any test can read: the payload, then a mark only this fake adds. */
export const linkSignerFake = Layer.succeed(
  LinkSigner,
  LinkSigner.of({
    sign: (payload) => `${Buffer.from(payload).toString("base64url")}.signed`,
    verify: (token) => {
      const [encoded, mark] = token.split(".");
      return mark === "signed" && encoded !== undefined ? Option.some(Buffer.from(encoded, "base64url").toString()) : Option.none();
    },
    derive: (seed) => createHash("sha256").update(`fake:${seed}`).digest("base64url"),
  }),
);
