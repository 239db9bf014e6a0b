import { useState } from "react";
import { css } from "@emotion/react";
import { REPORT_CODES, REPORT_CODE_MEANINGS, REPORT_THANKS, toggleReportCode, type ReportCode } from "../../../domain/report-code.ts";
import { useAppDispatch } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { showToast } from "../toasts/index.ts";
import { api } from "../../app/contract-api.ts";
import type { TitleKind } from "./titles-slice.ts";

export interface TitlePageRef {
  readonly kind: TitleKind;
  readonly slug: string;
}

const box = css({
  summary: { cursor: "pointer", color: theme.colors.link, fontWeight: 600 },
  ul: { listStyle: "none", padding: 0, margin: "0.75rem 0 0", display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))", gap: "0.4rem" },
  label: { display: "inline-flex", gap: "0.4rem", alignItems: "center", cursor: "pointer" },
});

export const ReportError = ({ page, reported }: { readonly page: TitlePageRef; readonly reported: ReadonlyArray<ReportCode> }) => {
  const dispatch = useAppDispatch();
  const [reportFilm] = api.useReportFilmMutation();
  const [reportSeries] = api.useReportSeriesMutation();
  const report = page.kind === "film" ? reportFilm : reportSeries;
  const [codes, setCodes] = useState<ReadonlyArray<ReportCode>>(reported);
  return (
    <details css={box}>
      <summary>Report incorrect details</summary>
      <p css={{ margin: "0.5rem 0 0" }}>Tick what is wrong on this page:</p>
      <ul>
        {REPORT_CODES.map((code) => (
          <li key={code}>
            <label>
              <input
                type="checkbox"
                checked={codes.includes(code)}
                onChange={() => {
                  setCodes((current) => toggleReportCode(current, code));
                  void report({ params: { slug: page.slug }, body: { errorType: code } }).then((answer) => {
                    if (answer.data !== undefined) dispatch(showToast(REPORT_THANKS));
                  });
                }}
              />
              {REPORT_CODE_MEANINGS[code]}
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
};
