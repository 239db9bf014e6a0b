import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import { ADMIN_PAGE_SIZES, FETCH_MORE_COUNT, type AdminPageSize } from "../../../domain/admin/admin-page.ts";
import { useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { buttonStyle, primaryButtonStyle } from "../../controls/button-styles.ts";
import { fieldLabel, SelectField } from "../../controls/select-field.tsx";
import { Spinner } from "../../controls/spinner.tsx";
import { SwitchField } from "../../controls/switch-field.tsx";
import { urlFor } from "../../app/contract-paths.ts";
import { useAdminClient, type PageRequest } from "./admin-client.ts";
import { inlineForm, mutedText, textInput } from "./admin-styles.ts";
import { AuditLogTable } from "./audit-log-table.tsx";
import { DASHBOARD_TABS, type DashboardTab } from "./dashboard-tabs.ts";
import {
  dashboardSlice,
  fullDataToggled,
  initialDashboardState,
  keywordSearched,
  moreRequested,
  pageFailed,
  pageLoaded,
  pageRequested,
  pageSizeChosen,
  randomiseRequested,
  reviewChanged,
  tabChosen,
  titleChanged,
} from "./dashboard-slice.ts";
import { ReviewCard } from "./review-card.tsx";
import { TitleEditCard } from "./title-edit-card.tsx";

const tabList = css({ display: "flex", flexWrap: "wrap", gap: "0.25rem", borderBottom: `2px solid ${theme.colors.line}`, marginBottom: "1rem" });

const tabStyle = css({
  font: "inherit",
  border: 0,
  borderBottom: "3px solid transparent",
  background: "none",
  padding: "0.5rem 0.75rem",
  cursor: "pointer",
  color: theme.colors.inkSoft,
  "&[aria-selected='true']": { borderBottomColor: theme.colors.accent, color: theme.colors.ink, fontWeight: 700 },
});

const grid = css({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(22rem, 1fr))",
  [theme.breakpoints.phone]: { gridTemplateColumns: "1fr" },
});

const NO_SERVICES: ReadonlyArray<StreamingService> = [];

// Reviews are also readable on the server itself, as the raw JSON the dashboard uses.
const SERVER_REVIEWS_URL = urlFor("reviews", { query: { n: 36 } });

const tabOf = (id: string): DashboardTab => DASHBOARD_TABS.find((tab) => tab.id === id) ?? (DASHBOARD_TABS[0] as DashboardTab);

const KeywordSearch = ({ initial, onSearch }: { readonly initial: string; readonly onSearch: (keyword: string) => void }) => {
  const id = useId();
  const [keyword, setKeyword] = useState(initial);
  return (
    <form
      role="search"
      aria-label="Find films to edit"
      css={inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (keyword.trim() !== "") onSearch(keyword.trim());
      }}
    >
      <div css={[fieldLabel, { flex: "1 1 16rem" }]}>
        <label htmlFor={id}>Film title or IMDb id</label>
        <input id={id} type="search" css={textInput} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      </div>
      <button type="submit" css={primaryButtonStyle} disabled={keyword.trim() === ""}>
        Find films
      </button>
    </form>
  );
};

/** The admin dashboard (SPEC §2): lazily loaded, and only for users the server says are admins. */
export const AdminDashboard = () => {
  const [state, dispatch] = useReducer(dashboardSlice.reducer, initialDashboardState);
  const { fetchTab } = useAdminClient();
  const services = useAppSelector((root) => root.basicData.data?.streaming_services ?? NO_SERVICES);
  const tab = tabOf(state.tab);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const waitsForKeyword = tab.id === "update" && state.keyword === "";
  const itemCount = tab.source.kind === "reviews" ? state.reviews.length : tab.source.kind === "audit" ? state.entries.length : state.titles.length;

  const request = (count: number, offset: number): PageRequest => ({ count, offset, keyword: state.keyword, random: state.random });

  useEffect(() => {
    const shown = tabOf(state.tab);
    if (shown.id === "update" && state.keyword === "") return;
    let cancelled = false;
    dispatch(pageRequested());
    void fetchTab(shown, { count: state.pageSize, offset: 0, keyword: state.keyword, random: state.random }).then((listed) => {
      if (cancelled) return;
      dispatch(listed === null ? pageFailed() : pageLoaded({ listed, asked: state.pageSize, append: false }));
    });
    return () => {
      cancelled = true;
    };
  }, [fetchTab, state.tab, state.pageSize, state.keyword, state.random, state.reload]);

  const fetchMore = async () => {
    dispatch(moreRequested());
    const listed = await fetchTab(tab, request(FETCH_MORE_COUNT, itemCount));
    dispatch(listed === null ? pageFailed() : pageLoaded({ listed, asked: FETCH_MORE_COUNT, append: true }));
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? DASHBOARD_TABS.length - 1
          : step === 0
            ? null
            : (index + step + DASHBOARD_TABS.length) % DASHBOARD_TABS.length;
    if (target === null) return;
    event.preventDefault();
    const next = DASHBOARD_TABS[target];
    if (next === undefined) return;
    dispatch(tabChosen(next.id));
    tabRefs.current[target]?.focus();
  };

  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading" css={{ margin: "0 0 1rem", fontSize: "1.6rem" }}>
        Dashboard
      </h1>
      <div role="tablist" aria-label="Dashboard lists" css={tabList}>
        {DASHBOARD_TABS.map((candidate, index) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`dashboard-tab-${candidate.id}`}
            aria-selected={candidate.id === tab.id}
            aria-controls="dashboard-panel"
            tabIndex={candidate.id === tab.id ? 0 : -1}
            css={tabStyle}
            onClick={() => dispatch(tabChosen(candidate.id))}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="dashboard-panel" aria-labelledby={`dashboard-tab-${tab.id}`} css={{ display: "grid", gap: "1rem" }}>
        <div css={{ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-end" }}>
          {tab.id === "update" && <KeywordSearch initial={state.keyword} onSearch={(keyword) => dispatch(keywordSearched(keyword))} />}
          <SelectField label="Items per page" value={String(state.pageSize)} onChange={(value) => dispatch(pageSizeChosen(Number(value) as AdminPageSize))}>
            {ADMIN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <SwitchField label="Full data" checked={state.fullData} onChange={(checked) => dispatch(fullDataToggled(checked))} />
          {tab.source.kind === "reviews" && (
            <a href={SERVER_REVIEWS_URL} target="_blank" rel="noopener noreferrer">
              Reviews on the server
            </a>
          )}
        </div>
        {waitsForKeyword ? (
          <p css={mutedText}>Search for a film by its title or IMDb id to edit it.</p>
        ) : state.status === "loading" ? (
          <Spinner />
        ) : state.status === "failed" ? (
          <p role="alert">The list could not be loaded.</p>
        ) : itemCount === 0 ? (
          <p>Nothing to show here.</p>
        ) : tab.source.kind === "audit" ? (
          <AuditLogTable entries={state.entries} />
        ) : tab.source.kind === "reviews" ? (
          <div css={grid}>
            {state.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} onChanged={(changed) => dispatch(reviewChanged(changed))} />
            ))}
          </div>
        ) : (
          <div css={grid}>
            {state.titles.map((film) => (
              <TitleEditCard
                key={film.id}
                film={film}
                fullData={state.fullData}
                services={services}
                onChanged={(changed) => dispatch(titleChanged(changed))}
                onRandomise={() => dispatch(randomiseRequested())}
              />
            ))}
          </div>
        )}
        {!waitsForKeyword && state.status === "loaded" && (
          <div>
            <button type="button" css={buttonStyle} disabled={state.loadingMore || state.exhausted} onClick={() => void fetchMore()}>
              {state.loadingMore ? "Fetching..." : `Fetch ${FETCH_MORE_COUNT} more`}
            </button>
            {state.exhausted && itemCount > 0 && <span css={[mutedText, { marginLeft: "0.75rem" }]}>That is all.</span>}
          </div>
        )}
      </div>
    </section>
  );
};
