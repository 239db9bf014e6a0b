import { useCallback, useMemo, useState, type ReactNode } from "react";
import { css } from "@emotion/react";
import { LONDON, lastUpdated } from "../../../domain/broadcast-day.ts";
import { isStreamingSource, premiereSystemId, type ChannelSource } from "../../../domain/channel-source.ts";
import { timelineStart } from "../../../domain/timeline.ts";
import { availableViews } from "../../../domain/view.ts";
import { formatLongDayTime } from "../../../domain/london-time.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { useAdvert } from "../ads/index.ts";
import { selectValidChannels, useSourceListing } from "../listings/index.ts";
import { searchOpened } from "../modals/index.ts";
import { FilterPanel, gridPageChosen, gridPageSizeChosen, viewChosen } from "../settings/index.ts";
import { LoadingGreeting } from "./loading-greeting.tsx";
import { OfflineNote } from "./offline-note.tsx";
import { ShowsPanel } from "./shows-panel.tsx";
import { ViewSelector } from "./view-selector.tsx";

const head = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  margin: "0 0 1rem",
  h1: { margin: 0, fontSize: "1.6rem", [theme.breakpoints.phone]: { fontSize: "1.3rem" } },
  [theme.breakpoints.phone]: { gap: "0.4rem", margin: "0 0 0.6rem" },
});

export interface ListingSectionProps {
  readonly heading: (filtersSource: ChannelSource) => string;
  readonly source: ChannelSource | null;
  readonly actions?: ReactNode;
}

export const ListingSection = ({ heading, source, actions }: ListingSectionProps) => {
  const dispatch = useAppDispatch();
  const { filters, view, chosenView, rows, films, hidden, loaded, lookup, now, savedAt } = useSourceListing(source);
  const gridPage = useAppSelector((state) => state.settings.gridPage);
  const gridSize = useAppSelector((state) => state.settings.gridPageSize);
  const validChannels = useAppSelector(selectValidChannels);
  const advert = useAdvert();
  const [timelineOrigin] = useState(() => timelineStart(now, LONDON));
  const streaming = isStreamingSource(filters.system);
  // Stable props, so that the memoised panel skips the render that only presses a view button.
  const grid = useMemo(
    () => ({
      page: gridPage,
      size: gridSize,
      onPage: (page: number) => dispatch(gridPageChosen(page)),
      onSize: (size: number) => dispatch(gridPageSizeChosen(size)),
    }),
    [dispatch, gridPage, gridSize],
  );
  const timelineStartsAt = Math.max(timelineOrigin, timelineStart(now, LONDON));
  const systemId = premiereSystemId(filters.system);
  const timeline = useMemo(
    () => (streaming ? null : { channels: validChannels, start: timelineStartsAt, systemId }),
    [streaming, validChannels, timelineStartsAt, systemId],
  );
  const keyword = filters.keyword;
  const onSearchAll = useCallback(() => dispatch(searchOpened(keyword)), [dispatch, keyword]);

  return (
    <section aria-labelledby="page-heading">
      <div css={head}>
        <h1 id="page-heading">{heading(filters.system)}</h1>
        <div css={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" }}>
          {actions}
          <ViewSelector views={availableViews(filters.system)} current={chosenView} onChange={(next) => dispatch(viewChosen(next))} />
        </div>
      </div>
      {savedAt === null ? null : <OfflineNote savedAt={savedAt} />}
      <FilterPanel filters={filters} hidden={hidden} fixedSource={source !== null} />
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
          grid={grid}
          timeline={timeline}
          advert={advert}
          onSearchAll={onSearchAll}
        />
      )}
      <p css={{ color: theme.colors.muted, fontSize: "0.9rem", marginTop: "1.5rem" }}>Last updated: {formatLongDayTime(lastUpdated(now, LONDON))}</p>
    </section>
  );
};
