import { Context, type Effect } from "effect";

export interface SecureTokensShape {
  /** A new 256-bit random token, URL-safe. */
  readonly generate: Effect.Effect<string>;
  /** A one-way digest of a token or key, as stored in the database. */
  readonly digest: (token: string) => string;
}

export class SecureTokens extends Context.Service<SecureTokens, SecureTokensShape>()("tellyfilms/application/SecureTokens") {}

export const isWellFormedToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
