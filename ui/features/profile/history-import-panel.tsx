import { useId, useState } from "react";
import { titleWithYears } from "../../../domain/presentation.ts";
import { css } from "@emotion/react";
import type { HistoryImportReport } from "../../../domain/watch-history.ts";
import { answerOf, api } from "../../app/contract-api.ts";
import { useAppDispatch } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { Spinner } from "../../controls/spinner.tsx";
import { fieldError, fieldNote, refusalOf } from "../account/index.ts";
import { flagsSaved } from "../user/index.ts";

type Source = "letterboxd" | "imdb";

const SOURCES: ReadonlyArray<{ readonly source: Source; readonly label: string; readonly hint: string; readonly accept: string }> = [
  {
    source: "letterboxd",
    label: "Letterboxd export",
    hint: "The ZIP from Settings, Data, Export your data (or its watched.csv, ratings.csv or diary.csv).",
    accept: ".zip,.csv,application/zip,text/csv",
  },
  {
    source: "imdb",
    label: "IMDb ratings",
    hint: "The CSV from Your Ratings, Export.",
    accept: ".csv,text/csv",
  },
];

export const UNREACHABLE = "The import did not reach TellyFilms. Check your connection and try again.";

const films = (count: number): string => `${count} ${count === 1 ? "film" : "films"}`;

/** The report's sentences, as the panel shows them. */
export const reportLines = (report: HistoryImportReport): ReadonlyArray<string> => [
  `Imported ${films(report.imported)} into your watched list.`,
  ...(report.matchedByTitle > 0 ? [`${films(report.matchedByTitle)} matched only by title and year: check they are the ones you meant.`] : []),
  ...(report.skipped > 0 ? [`${report.skipped} ${report.skipped === 1 ? "row was" : "rows were"} not films (TV series or episodes) and skipped.`] : []),
  report.notFound.length === 0 ? "Every film was found." : `${films(report.notFound.length)} not found on TellyFilms:`,
];

const pickers = css({ display: "grid", gap: "0.9rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))" });
const picker = css({
  display: "grid",
  gap: "0.35rem",
  alignContent: "start",
  label: { fontWeight: 600 },
  input: { maxWidth: "100%", font: "inherit", fontSize: "0.9rem" },
  "input:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});
const notFoundList = css({
  margin: 0,
  paddingLeft: "1.2rem",
  maxHeight: "12rem",
  overflowY: "auto",
  display: "grid",
  gap: "0.2rem",
  "&:focus-visible": { outline: `3px solid ${theme.colors.focus}` },
});

type Outcome =
  | { readonly state: "idle" }
  | { readonly state: "loading"; readonly file: string }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "done"; readonly file: string; readonly report: HistoryImportReport };

/** File pickers for a Letterboxd export and an IMDb ratings export; each file imports at once and its report shows below. */
export const HistoryImportPanel = () => {
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const id = useId();
  const reportId = useId();

  const upload = async (source: Source, file: File) => {
    setOutcome({ state: "loading", file: file.name });
    const form = new FormData();
    form.append("file", file);
    const endpoint = source === "letterboxd" ? api.endpoints.importLetterboxd : api.endpoints.importImdbRatings;
    const answer = answerOf(await dispatch(endpoint.initiate({ body: form })));
    if (!answer.ok) {
      setOutcome({ state: "failed", message: answer.status === 0 ? UNREACHABLE : refusalOf(answer.problem).message });
      return;
    }
    const { flags, ...report } = answer.value;
    dispatch(flagsSaved(flags));
    setOutcome({ state: "done", file: file.name, report });
  };

  return (
    <>
      <p css={{ margin: 0 }}>
        Bring the films you logged on Letterboxd or rated on IMDb into your watched list, with their dates and ratings as stars. Importing again is safe, and
        the dates and stars you set here always stay.
      </p>
      <div css={pickers}>
        {SOURCES.map(({ source, label, hint, accept }) => (
          <div key={source} css={picker}>
            <label htmlFor={`${id}-${source}`}>{label}</label>
            <input
              id={`${id}-${source}`}
              type="file"
              accept={accept}
              disabled={outcome.state === "loading"}
              aria-describedby={`${id}-${source}-hint ${reportId}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file !== undefined) void upload(source, file);
              }}
            />
            <p id={`${id}-${source}-hint`} css={fieldNote}>
              {hint} Up to 5 MB.
            </p>
          </div>
        ))}
      </div>
      <div id={reportId} aria-live="polite">
        {outcome.state === "loading" && <Spinner label={`Importing ${outcome.file}…`} />}
        {outcome.state === "failed" && (
          <p css={fieldError} role="alert">
            {outcome.message}
          </p>
        )}
        {outcome.state === "done" && (
          <section
            aria-label={`Import report for ${outcome.file}`}
            css={{ display: "grid", gap: "0.4rem", borderTop: `1px solid ${theme.colors.line}`, paddingTop: "0.75rem" }}
          >
            {reportLines(outcome.report).map((line) => (
              <p key={line} css={{ margin: 0 }}>
                {line}
              </p>
            ))}
            {outcome.report.notFound.length > 0 && (
              <ul css={notFoundList} aria-label="Films not found" tabIndex={0}>
                {outcome.report.notFound.map((film, index) => (
                  <li key={`${index}-${film.title}`}>{titleWithYears({ title: film.title, year: film.year })}</li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </>
  );
};
