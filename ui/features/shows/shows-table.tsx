import { weakMapMemoize } from "@reduxjs/toolkit";
import { memo, useCallback, useRef } from "react";
import { css } from "@emotion/react";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { TABLE_ITEM_MIN_SIZE, isAdAfterRow } from "../../../domain/presentation.ts";
import { showKey, type Show } from "../../../domain/show.ts";
import type { AdvertSlot } from "../../../domain/advert.ts";
import { AdSlot } from "./ad-slot.tsx";
import { FilmRow } from "./film-row.tsx";
import { LightFilm, lightFilmRules } from "./light-row.tsx";
import { useShowFacts } from "./use-show-facts.ts";
import type { ShowFacts } from "./show-facts.ts";
import type { OthersAt } from "./stable-others.ts";
import { useRememberedRowSizes, useRowSizesKept } from "./remembered-row-sizes.ts";
import { useScrollMargin } from "./use-scroll-margin.ts";
import { ROW_BLOCK } from "./block-range.ts";
import { onServer, useBlockVirtualizer } from "./use-block-virtualizer.ts";

const list = css({ listStyle: "none", margin: 0, padding: 0, position: "relative", width: "100%" });
const item = css({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  paddingBottom: "0.75rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  "&[data-light]": { boxSizing: "border-box" },
  ...lightFilmRules,
});

export interface ShowsTableProps {
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
  readonly now: number;
  /** Each row's other showings, when rows are films. */
  readonly othersAt?: OthersAt;
  readonly advert?: AdvertSlot;
  readonly label?: string;
  /** The list comes after another one on the page: its first frame's rows are drawn light (useBlockVirtualizer). */
  readonly lightAtFirst?: boolean;
}

// Before the window is measured (and on the server) the list shows the rows of a first screenful.
const FIRST_SCREEN = { width: 390, height: 900 };

// The server's markup carries the list's height and lays its rows out in the flow, one under another: it cannot measure them,
// and placed at their estimated heights the taller rows of a phone overlapped the next until the app drew the page. In the
// browser the virtualiser places the rows and sizes the list (see below).
const IN_FLOW = { position: "relative" } as const;

// The keys of each list of showings drawn: a filter turned back off finds its list, and so its keys, made before (14,400 keys
// looked up on a 300-channel week with every showing).
const keysOf = weakMapMemoize((shows: ReadonlyArray<Show>): ReadonlyArray<string> => shows.map(showKey));

// Only the rows near the viewport are in the DOM: a full week is thousands of rows. Four rows of overscan at least: with two,
// a link just outside the screen was not yet in the DOM when a keyboard or script scrolled to it. Rows come and go in blocks
// (blockRange). A new list (a filter change) draws the rows on screen and one either side first, with the rows it still
// shares with the old one, and the others from the next frame (firstFrameRange): with the Sort/Filter panel open on a
// phone the list starts below the screen, and the five rows a change used to build were all off screen. Not while the
// focus is in the list, whose rows must stay.
// The virtualiser moves the rows and sizes the list itself (directDomUpdates): scrolling renders the table again only when
// rows enter or leave, instead of on every scroll event. It places rows by `top`, not a transform, so that they do not each
// become a compositor layer repainted on every frame.
// The rows are always drawn. With `content-visibility: auto` on each row, the rows mounted more than a screen and a half away
// were skipped and drawn one by one as they came near. On a phone (4x CPU slowdown) that gained 0.7 to 2.4 fps on one machine,
// but on another scrolling the demo week fell from 28.0 to 23.6 fps (one row per film) and from 28.6 to 21.6 fps (every
// showing), in interleaved runs; a trace of the scroll held 12.0 s of main-thread work against 8.0 s without it, most of the
// difference paint and pre-paint.
export const ShowsTable = ({ shows, lookup, now, othersAt, advert = null, label = "Films", lightAtFirst = false }: ShowsTableProps) => {
  const listRef = useRef<HTMLUListElement | null>(null);
  const scrollMargin = useScrollMargin(listRef);
  const measuredBefore = useRememberedRowSizes(`table ${label}`);
  // Keys listed once per list (keysOf): the virtualizer asks for the key of every row after the one whose measured size
  // changed, on each row a scroll brings in. showKey remembers each showing's key, so a new list (a filter change) makes no
  // new strings.
  const keys = keysOf(shows);
  const { virtualizer, items, lightSize } = useBlockVirtualizer({
    keys,
    listRef,
    lightAtFirst,
    block: ROW_BLOCK,
    estimateSize: () => TABLE_ITEM_MIN_SIZE,
    overscan: 4,
    scrollMargin,
    initialMeasurementsCache: measuredBefore,
    initialRect: FIRST_SCREEN,
    directDomUpdates: true,
    directDomUpdatesMode: "position",
  });
  const { containerRef } = virtualizer;
  const listElement = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      containerRef(node);
    },
    [containerRef],
  );
  useRowSizesKept(`table ${label}`, virtualizer);
  const factsOf = useShowFacts(lookup, "table", now);
  return (
    <ul ref={listElement} css={list} style={{ height: onServer ? virtualizer.getTotalSize() : undefined }} aria-label={label}>
      {items.map((virtual) => {
        const show = shows[virtual.index];
        if (show === undefined) return null;
        const facts = factsOf(show);
        if (facts === null) return null;
        return (
          <TableItem
            key={virtual.key}
            index={virtual.index}
            count={shows.length}
            facts={facts}
            lightSize={lightSize(virtual)}
            measure={virtualizer.measureElement}
            others={othersAt?.(virtual.index)}
            lookup={lookup}
            now={now}
            advert={advert}
          />
        );
      })}
    </ul>
  );
};

interface TableItemProps {
  readonly index: number;
  readonly count: number;
  readonly facts: ShowFacts;
  /** The row's size while it is drawn light, or null when it is drawn whole. */
  readonly lightSize: number | null;
  readonly measure: (element: Element | null) => void;
  readonly others: ReadonlyArray<Show> | undefined;
  readonly lookup: ListingLookup;
  readonly now: number;
  readonly advert: AdvertSlot;
}

// A row renders again only when its own props change: a scroll renders the table each time a row enters or leaves the
// screen, and the rows it keeps are then left alone.
const TableItem = memo(({ index, count, facts, lightSize, measure, others, lookup, now, advert }: TableItemProps) => (
  <li
    data-index={index}
    aria-setsize={count}
    aria-posinset={index + 1}
    ref={measure}
    css={item}
    style={lightSize !== null ? { height: lightSize } : onServer ? IN_FLOW : undefined}
    data-light={lightSize !== null ? "" : undefined}
  >
    {lightSize !== null ? (
      <LightFilm facts={facts} shape="row" />
    ) : (
      <>
        <FilmRow
          facts={facts}
          certificate={facts.film.certificate === null ? undefined : lookup.certificates.get(facts.film.certificate)}
          others={others}
          lookup={lookup}
          now={now}
        />
        {advert !== null && isAdAfterRow(index) && <AdSlot advert={advert} />}
      </>
    )}
  </li>
));
TableItem.displayName = "TableItem";
