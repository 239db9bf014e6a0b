import { useEffect, useId, useRef, useState } from "react";
import { titleWithYears } from "../../../domain/presentation.ts";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { SEARCH_DEBOUNCE_MS, searchKeyword } from "../../../domain/keyword.ts";
import { NO_SEARCH_RESULTS } from "../../../domain/page-texts.ts";
import { theme } from "../../app/theme.ts";
import { fieldLabel, selectStyle } from "../../controls/select-field.tsx";
import { Spinner } from "../../controls/spinner.tsx";
import { AlertPromptSwitch } from "../film/index.ts";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { filmPath, posterFallback } from "../shows/index.ts";
import type { FilmSearchResult as SearchResponse } from "../../../domain/film-search.ts";
import { api } from "../../app/contract-api.ts";

export const SEARCH_DATA_NOTE = "Full film data is only available for films shown on UK TV in recent years.";
export const NOT_YET_ON_UK_TV = "not yet on UK TV";
export const ALERT_SIGN_UP_TOOLTIP = "Sign up for a free account to get an email alert when this film is on UK TV.";

const results = css({
  display: "grid",
  gap: "1rem",
  marginTop: "1rem",
  h3: { margin: "0 0 0.5rem", fontSize: "1rem" },
  ul: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" },
  a: { color: theme.colors.link },
});

const filmItem = css({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  img: { width: 40, height: 60, objectFit: "cover", borderRadius: 4, background: theme.colors.line },
});

type SearchState = { readonly phase: "idle" } | { readonly phase: "searching" } | { readonly phase: "done"; readonly response: SearchResponse };

const isEmpty = (response: SearchResponse): boolean =>
  response.result.length === 0 && response.tvseries.length === 0 && response.director === null && response.star === null;

export const SearchModal = ({ initialKeyword, onClose }: { readonly initialKeyword: string; readonly onClose: () => void }) => {
  const [text, setText] = useState(initialKeyword);
  const [state, setState] = useState<SearchState>({ phase: "idle" });
  const current = useRef(text);
  current.current = text;
  const inputId = useId();
  const [searchFilms] = api.useSearchFilmsMutation();

  useEffect(() => {
    const keyword = searchKeyword(text);
    if (keyword === null) {
      setState({ phase: "idle" });
      return;
    }
    let cancelled = false;
    // SPEC §4: when the answer is for an older keyword, the search runs again for the current input.
    const run = async (wanted: string): Promise<void> => {
      setState({ phase: "searching" });
      const response = (await searchFilms({ body: { keyword: wanted } })).data ?? null;
      if (cancelled) return;
      const latest = searchKeyword(current.current);
      if (response !== null && latest !== null && response.keyword !== latest) return run(latest);
      setState(response === null ? { phase: "idle" } : { phase: "done", response });
    };
    const timer = window.setTimeout(() => void run(keyword), SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [text, searchFilms]);

  return (
    <ModalDialog title="Search All Films" onClose={onClose} wide>
      <div css={fieldLabel}>
        <label htmlFor={inputId}>Film title, director or star</label>
        <input id={inputId} type="search" css={selectStyle} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      {state.phase === "searching" && <Spinner label="Searching…" />}
      {state.phase === "done" && (
        <div css={results} aria-live="polite">
          {state.response.director !== null && (
            <section>
              <h3>Director</h3>
              <Link href={pathFor("Director Page", { slug: state.response.director.slug })} onClick={onClose}>
                Films directed by {state.response.director.name}
              </Link>
            </section>
          )}
          {state.response.star !== null && (
            <section>
              <h3>Star</h3>
              <Link href={pathFor("Star Page", { slug: state.response.star.slug })} onClick={onClose}>
                Films starring {state.response.star.name}
              </Link>
            </section>
          )}
          {state.response.tvseries.length > 0 && (
            <section>
              <h3>TV series</h3>
              <ul>
                {state.response.tvseries.map((series) => (
                  <li key={series.imdb}>
                    <Link href={pathFor("Series Page", { slug: series.slug })} onClick={onClose}>
                      {titleWithYears({ title: series.title, year: series.year })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {state.response.result.length > 0 && (
            <section>
              <h3>Films</h3>
              <ul>
                {state.response.result.map((film) => (
                  <li key={film.imdb} css={filmItem}>
                    <img src={film.poster_url ?? posterFallback(film.slug)} alt="" width={40} height={60} loading="lazy" />
                    <Link href={filmPath(film)} onClick={onClose}>
                      {titleWithYears({ title: film.title, year: film.year })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {isEmpty(state.response) && (
            <section>
              <p css={{ margin: "0 0 0.25rem", fontWeight: 600 }}>{NO_SEARCH_RESULTS}</p>
              <p css={{ margin: 0, color: theme.colors.muted }}>{SEARCH_DATA_NOTE}</p>
            </section>
          )}
          {state.response.imdb_fallbacks.length > 0 && (
            <section>
              <h3>Films {NOT_YET_ON_UK_TV}</h3>
              <ul>
                {state.response.imdb_fallbacks.map((fallback) => (
                  <li key={fallback.tconst} css={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: "0.5rem" }}>
                    <span>
                      {titleWithYears(fallback)} <em css={{ color: theme.colors.muted }}>{NOT_YET_ON_UK_TV}</em>
                    </span>
                    <AlertPromptSwitch
                      film={{ tconst: fallback.tconst, title: fallback.title, year: fallback.year }}
                      label={`alert me! for ${fallback.title}`}
                      signUpTooltip={ALERT_SIGN_UP_TOOLTIP}
                      via="checkbox"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </ModalDialog>
  );
};
