import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FEEDBACK_CATEGORY_LABELS } from "../../domain/feedback.ts";
import { REPORT_CODE_MEANINGS, REPORT_CODES, toggleReportCode, type ReportCode } from "../../domain/report-code.ts";
import { ROTTEN_STATUS_MEANINGS } from "../../domain/rotten-status.ts";

describe("codes", () => {
  it("names the eight report codes", () => {
    expect(REPORT_CODE_MEANINGS).toEqual({
      PO: "poster",
      SY: "synopsis",
      DC: "director/cast",
      RT: "RottenTomatoes link",
      IM: "IMDb link",
      TM: "TMDB link",
      YT: "YouTube trailer",
      SC: "TV schedule",
    });
  });

  it("names the Rotten Tomatoes statuses and feedback categories", () => {
    expect(ROTTEN_STATUS_MEANINGS).toEqual({ UN: "Unknown", AB: "Auto Bad", BD: "Bad", AG: "Auto Good", GD: "Good" });
    expect(FEEDBACK_CATEGORY_LABELS).toEqual({ SG: "suggestion", BG: "report issue", OT: "other" });
  });

  it("adds a report code that is absent and removes one that is present", () => {
    expect(toggleReportCode(["PO"], "YT")).toEqual(["PO", "YT"]);
    expect(toggleReportCode(["PO", "YT"], "PO")).toEqual(["YT"]);
  });

  it("undoes a report toggle by toggling again", () => {
    const code = fc.constantFrom(...REPORT_CODES);
    fc.assert(
      fc.property(fc.uniqueArray(code), code, (codes: Array<ReportCode>, toggled) => {
        const twice = toggleReportCode(toggleReportCode(codes, toggled), toggled);
        expect([...twice].sort()).toEqual([...codes].sort());
        expect(toggleReportCode(codes, toggled).includes(toggled)).toBe(!codes.includes(toggled));
      }),
    );
  });
});
