import { Effect } from "effect";
import { SecureTokens } from "./secure-tokens.ts";
import { SessionStore } from "./session-store.ts";

export const logOut = Effect.fn("logOut")(function* (token: string | null) {
  if (token === null || token === "") return;
  const tokens = yield* SecureTokens;
  yield* (yield* SessionStore).revoke(tokens.digest(token));
});
