import { Schema } from "effect";
import { Conflict, InvalidInput, LoginFailed, TooManyAttempts } from "../../../adapters/http/contract/account-errors.ts";

const Refusal = Schema.Union([InvalidInput, LoginFailed, TooManyAttempts, Conflict]);

export interface RefusalMessage {
  readonly field: string | null;
  readonly message: string;
}

export const TRY_AGAIN = "Something went wrong. Please try again.";

// The message of a refused account request, and the field it belongs under when the server names one.
export const refusalOf = (body: unknown): RefusalMessage => {
  const decoded = Schema.decodeUnknownExit(Refusal)(body);
  if (decoded._tag === "Failure") return { field: null, message: TRY_AGAIN };
  const refusal = decoded.value;
  return { field: "field" in refusal ? refusal.field : null, message: refusal.message };
};
