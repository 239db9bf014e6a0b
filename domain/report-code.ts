import { Schema } from "effect";

export const REPORT_CODES = ["PO", "SY", "DC", "RT", "IM", "TM", "YT", "SC"] as const;

export const ReportCode = Schema.Literals(REPORT_CODES);
export type ReportCode = typeof ReportCode.Type;

export const REPORT_CODE_MEANINGS: Readonly<Record<ReportCode, string>> = {
  PO: "poster",
  SY: "synopsis",
  DC: "director/cast",
  RT: "RottenTomatoes link",
  IM: "IMDb link",
  TM: "TMDB link",
  YT: "YouTube trailer",
  SC: "TV schedule",
};

export const toggleReportCode = (codes: ReadonlyArray<ReportCode>, code: ReportCode): ReadonlyArray<ReportCode> =>
  codes.includes(code) ? codes.filter((existing) => existing !== code) : [...codes, code];

export const REPORT_THANKS = "Thanks for your feedback! We will review your input and correct the film details asap.";
