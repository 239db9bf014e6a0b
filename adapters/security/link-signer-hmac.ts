import { createHmac, timingSafeEqual } from "node:crypto";
import { Layer, Option } from "effect";
import { LinkSigner, type LinkSignerShape } from "../../application/mail/link-signer.ts";

const MIN_SECRET_LENGTH = 32;

/** Tokens are `base64url(payload).base64url(HMAC-SHA256 of that first part)`: readable, but only this secret makes them. */
export const linkSignerWithSecret = (secret: string): LinkSignerShape => {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The link signing secret must have at least ${MIN_SECRET_LENGTH} characters`);
  const mac = (encoded: string): Buffer => createHmac("sha256", secret).update(encoded, "utf8").digest();
  return {
    sign: (payload) => {
      const encoded = Buffer.from(payload, "utf8").toString("base64url");
      return `${encoded}.${mac(encoded).toString("base64url")}`;
    },
    verify: (token) => {
      const [encoded, signature, ...rest] = token.split(".");
      if (encoded === undefined || signature === undefined || rest.length > 0 || !/^[A-Za-z0-9_-]+$/.test(encoded + signature)) return Option.none();
      const expected = mac(encoded);
      const given = Buffer.from(signature, "base64url");
      const exact = given.length === expected.length && given.toString("base64url") === signature && timingSafeEqual(given, expected);
      return exact ? Option.some(Buffer.from(encoded, "base64url").toString("utf8")) : Option.none();
    },
    derive: (seed) => mac(`derive:${seed}`).toString("base64url"),
  };
};

export const LinkSignerHmac = (secret: string) => Layer.sync(LinkSigner, () => LinkSigner.of(linkSignerWithSecret(secret)));
