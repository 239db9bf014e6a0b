import { Effect } from "effect";
import type { ReportCode } from "../../domain/report-code.ts";
import { TitleToReportNotFound } from "./site-failures.ts";
import { SiteInbox } from "./site-inbox.ts";

/** Records a visitor's report that part of a film or series page is wrong. */
export const reportTitleError = (slug: string, code: ReportCode, now: number) =>
  Effect.gen(function* () {
    const inbox = yield* SiteInbox;
    const found = yield* inbox.reportTitleError(slug, code, now);
    if (!found) return yield* new TitleToReportNotFound({ slug });
  });
