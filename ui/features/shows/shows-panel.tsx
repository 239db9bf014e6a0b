import { memo, useEffect, useMemo, useRef } from "react";
import { css } from "@emotion/react";
import type { Channel } from "../../../domain/channel.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { SEARCH_ALL_FILMS, emptyListingText, filmCount, gridPage, type GridPageSize } from "../../../domain/presentation.ts";
import { rowShowings, type ListingRow } from "../../../domain/film-rows.ts";
import type { View } from "../../../domain/view.ts";
import { theme } from "../../app/theme.ts";
import { buttonStyle } from "../../controls/button-styles.ts";
import { TimelineView } from "../timeline/index.ts";
import type { AdvertSlot } from "../../../domain/advert.ts";
import { GridPagination } from "./grid-pagination.tsx";
import { ShowsGrid } from "./shows-grid.tsx";
import { ShowsTable } from "./shows-table.tsx";
import { stableOthersAt } from "./stable-others.ts";

const empty = css({
  padding: "2rem 1rem",
  textAlign: "center",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  p: { margin: "0 0 1rem", fontSize: "1.1rem" },
});

export interface ShowsPanelProps {
  /** One row per film, or per showing on the timeline or when the visitor asks for every showing. */
  readonly rows: ReadonlyArray<ListingRow>;
  /** The distinct films of the rows. */
  readonly films: number;
  readonly lookup: ListingLookup;
  readonly now: number;
  readonly view: View;
  readonly keyword: string;
  readonly grid: { readonly page: number; readonly size: GridPageSize; readonly onPage: (page: number) => void; readonly onSize: (size: number) => void };
  readonly timeline: { readonly channels: ReadonlyArray<Channel>; readonly start: number; readonly systemId: number } | null;
  readonly advert: AdvertSlot;
  readonly onSearchAll: () => void;
}

export const ShowsPanel = memo(({ rows, films, lookup, now, view, keyword, grid, timeline, advert, onSearchAll }: ShowsPanelProps) => {
  const shows = useMemo(() => rowShowings(rows), [rows]);
  const othersAt = useMemo(() => stableOthersAt(rows), [rows]);
  const gridOthersAt = useMemo(() => stableOthersAt(rows, grid.page * grid.size), [rows, grid.page, grid.size]);
  // A table or grid drawn after another list of the panel (leaving the empty state, switching views) draws the rows of its
  // first frame light, and whole in the frame after, as a filter change within a list does (useBlockVirtualizer). The panel's
  // first list, which replaces the server's markup of the page, is drawn whole at once. A list reads it only when it mounts, so
  // it is kept in a ref: as state, it rendered the panel once more after the page's first list.
  const listDrawn = useRef(false);
  const drawsList = shows.length > 0 && !(view === "timeline" && timeline !== null);
  useEffect(() => {
    if (drawsList) listDrawn.current = true;
  }, [drawsList]);
  const count = (
    <p css={{ margin: "0.75rem 0", fontWeight: 600, [theme.breakpoints.phone]: { margin: "0.5rem 0" } }} aria-live="polite" data-testid="film-count">
      {filmCount(films)}
    </p>
  );
  if (shows.length === 0) {
    const text = emptyListingText(keyword);
    return (
      <>
        {count}
        <div css={empty}>
          <p>{text}</p>
          {keyword.trim() !== "" && (
            <button type="button" css={buttonStyle} onClick={onSearchAll}>
              {SEARCH_ALL_FILMS}
            </button>
          )}
        </div>
      </>
    );
  }
  if (view === "timeline" && timeline !== null)
    return (
      <>
        {count}
        <TimelineView shows={shows} channels={timeline.channels} lookup={lookup} now={now} start={timeline.start} systemId={timeline.systemId} />
      </>
    );
  if (view === "grid")
    return (
      <>
        {count}
        <GridPagination label="Grid pages" itemCount={shows.length} page={grid.page} size={grid.size} onPage={grid.onPage} onSize={grid.onSize} />
        <ShowsGrid shows={gridPage(shows, grid.page, grid.size)} lookup={lookup} now={now} othersAt={gridOthersAt} lightAtFirst={listDrawn.current} />
        <GridPagination label="Grid pages, bottom" itemCount={shows.length} page={grid.page} size={grid.size} onPage={grid.onPage} onSize={grid.onSize} />
      </>
    );
  return (
    <>
      {count}
      <ShowsTable shows={shows} lookup={lookup} now={now} othersAt={othersAt} advert={advert} lightAtFirst={listDrawn.current} />
    </>
  );
});
ShowsPanel.displayName = "ShowsPanel";
