import type { ReportCode } from "../../domain/report-code.ts";
import type { RottenStatus } from "../../domain/rotten-status.ts";

/** A checked change to one film or series, ready to store. */
export type TitleEdit =
  | { readonly field: "title"; readonly title: string }
  | { readonly field: "imdb"; readonly tconst: string }
  | { readonly field: "youtube"; readonly youtube: string | null }
  | { readonly field: "rotten"; readonly url: string | null; readonly rtSlug: string | null }
  | { readonly field: "rottenStatus"; readonly status: RottenStatus }
  | { readonly field: "verified"; readonly verified: boolean }
  | { readonly field: "incorrect"; readonly code: ReportCode; readonly incorrect: boolean }
  | { readonly field: "resetAll" };
