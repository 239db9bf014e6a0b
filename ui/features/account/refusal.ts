import type { RefusalProblem } from "../../../adapters/http/contract/problems.ts";

export interface RefusalMessage {
  readonly field: string | null;
  readonly message: string;
}

export const TRY_AGAIN = "Something went wrong. Please try again.";

// The message of a refused account request (its problem+json body), and the field it belongs under when the server names one.
export const refusalOf = (problem: RefusalProblem | null, otherwise = TRY_AGAIN): RefusalMessage =>
  problem === null ? { field: null, message: otherwise } : { field: problem.field ?? null, message: problem.detail };
