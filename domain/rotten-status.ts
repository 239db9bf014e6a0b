import { Schema } from "effect";

export const ROTTEN_STATUSES = ["UN", "AB", "BD", "AG", "GD"] as const;

export const RottenStatus = Schema.Literals(ROTTEN_STATUSES);
export type RottenStatus = typeof RottenStatus.Type;

export const ROTTEN_STATUS_MEANINGS: Readonly<Record<RottenStatus, string>> = {
  UN: "Unknown",
  AB: "Auto Bad",
  BD: "Bad",
  AG: "Auto Good",
  GD: "Good",
};
