import { useReducer, useState } from "react";
import type { UnknownAction } from "@reduxjs/toolkit";
import { LONDON } from "../../domain/broadcast-day.ts";
import { isStreamingSource, premiereSystemId } from "../../domain/channel-source.ts";
import { EXPLORER_DEFAULT_FILTERS } from "../../domain/filters.ts";
import { EXPLORER_TITLE } from "../../domain/page-texts.ts";
import { timelineStart } from "../../domain/timeline.ts";
import { availableViews } from "../../domain/view.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { useAdvert } from "../features/ads/index.ts";
import { useFilteredListing } from "../features/listings/index.ts";
import { FilterPanel, gridPageChosen, gridPageSizeChosen, settingsSlice, viewChosen, type SettingsState } from "../features/settings/index.ts";
import { LoadingGreeting, ShowsPanel, ViewSelector } from "../features/shows/index.ts";
import { searchOpened } from "../features/modals/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading } from "./page-heading.tsx";

// The Explorer keeps its own filters for the visit, starting from the Explorer defaults; the main listing's stay as they are.
const Explorer = () => {
  const appDispatch = useAppDispatch();
  const gridPageSize = useAppSelector((state) => state.settings.gridPageSize);
  const [settings, dispatch] = useReducer(settingsSlice.reducer, undefined, (): SettingsState => ({
    filters: EXPLORER_DEFAULT_FILTERS,
    view: "table",
    gridPageSize,
    gridPage: 0,
    filmsPanel: settingsSlice.getInitialState().filmsPanel,
    onServer: null,
  }));
  const { filters } = settings;
  const { rows, films, hidden, loaded, lookup, now, view, channels } = useFilteredListing(filters, settings.view);
  const [origin] = useState(() => timelineStart(now, LONDON));
  const advert = useAdvert();
  const dispatchSetting = dispatch as (action: UnknownAction) => void;

  return (
    <>
      <FilterPanel filters={filters} hidden={hidden} initiallyOpen dispatchSetting={dispatchSetting} />
      <section aria-labelledby="results-heading" css={{ marginTop: "1.5rem" }}>
        <div css={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: "0.75rem" }}>
          <h2 id="results-heading" css={{ margin: 0 }}>
            Results
          </h2>
          <ViewSelector views={availableViews(filters.system)} current={view} onChange={(next) => dispatch(viewChosen(next))} />
        </div>
        {!loaded ? (
          <LoadingGreeting />
        ) : (
          <ShowsPanel
            rows={rows}
            films={films}
            lookup={lookup}
            now={now}
            view={view}
            keyword={filters.keyword}
            grid={{
              page: settings.gridPage,
              size: settings.gridPageSize,
              onPage: (page) => dispatch(gridPageChosen(page)),
              onSize: (size) => dispatch(gridPageSizeChosen(size)),
            }}
            timeline={
              isStreamingSource(filters.system)
                ? null
                : { channels, start: Math.max(origin, timelineStart(now, LONDON)), systemId: premiereSystemId(filters.system) }
            }
            advert={advert}
            onSearchAll={() => appDispatch(searchOpened(filters.keyword))}
          />
        )}
      </section>
    </>
  );
};

export const ExplorerPage = () => (
  <MembersOnly>
    <section aria-labelledby="page-heading">
      <PageHeading>{EXPLORER_TITLE}</PageHeading>
      <Explorer />
    </section>
  </MembersOnly>
);
