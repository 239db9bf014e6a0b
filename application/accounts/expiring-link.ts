import { Option } from "effect";
import type { LinkSignerShape } from "../mail/link-signer.ts";

export type ExpiringLinkKind = "email-change" | "login-unlock";

/** A signed token for a link in a mail: what it is for, whom or what it names, and when it stops working. */
export const expiringLinkToken = (signer: LinkSignerShape, kind: ExpiringLinkKind, subject: string, expiresAt: number): string =>
  signer.sign(`${kind}:${subject}:${expiresAt}`);

export const readExpiringLinkToken = (
  signer: LinkSignerShape,
  kind: ExpiringLinkKind,
  token: string,
): Option.Option<{ readonly subject: string; readonly expiresAt: number }> =>
  Option.flatMap(signer.verify(token), (payload) => {
    const [named, subject, expires, ...rest] = payload.split(":");
    const expiresAt = Number(expires);
    return named === kind && subject !== undefined && subject !== "" && rest.length === 0 && Number.isSafeInteger(expiresAt)
      ? Option.some({ subject, expiresAt })
      : Option.none();
  });
