import { Schema } from "effect";
import { RefusalProblem } from "../../../adapters/http/contract/problems.ts";

export interface RefusalMessage {
  readonly field: string | null;
  readonly message: string;
}

export const TRY_AGAIN = "Something went wrong. Please try again.";

// The message of a refused account request (a problem+json body), and the field it belongs under when the server names one.
export const refusalOf = (body: unknown): RefusalMessage => {
  const decoded = Schema.decodeUnknownExit(RefusalProblem)(body);
  if (decoded._tag === "Failure") return { field: null, message: TRY_AGAIN };
  return { field: decoded.value.field ?? null, message: decoded.value.detail };
};
