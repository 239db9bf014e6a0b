import { useCallback, useMemo, useRef } from "react";
import { css } from "@emotion/react";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { TABLE_ITEM_MIN_SIZE, isAdAfterRow } from "../../../domain/presentation.ts";
import { showKey, type Show } from "../../../domain/show.ts";
import type { AdvertSlot } from "../../../domain/advert.ts";
import { AdSlot } from "./ad-slot.tsx";
import { FilmRow } from "./film-row.tsx";
import { useShowFacts } from "./use-show-facts.ts";
import type { OthersAt } from "./stable-others.ts";
import { useRememberedRowSizes, useRowSizesKept } from "./remembered-row-sizes.ts";
import { useScrollMargin } from "./use-scroll-margin.ts";
import { ROW_BLOCK } from "./block-range.ts";
import { onServer, useBlockVirtualizer } from "./use-block-virtualizer.ts";

// The space under each row, inside its measured size.
const ROW_GAP = "0.75rem";

const list = css({ listStyle: "none", margin: 0, padding: 0, position: "relative", width: "100%" });
const item = css({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  paddingBottom: ROW_GAP,
  display: "flex",
  flexDirection: "column",
  gap: ROW_GAP,
  contentVisibility: "auto",
});

export interface ShowsTableProps {
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
  readonly now: number;
  /** Each row's other showings, when rows are films. */
  readonly othersAt?: OthersAt;
  readonly advert?: AdvertSlot;
  readonly label?: string;
}

// Before the window is measured (and on the server) the list shows the rows of a first screenful.
const FIRST_SCREEN = { width: 390, height: 900 };

// The server's markup carries the list's height and lays its rows out in the flow, one under another: it cannot measure them,
// and placed at their estimated heights the taller rows of a phone overlapped the next until the app drew the page. In the
// browser the virtualiser places the rows and sizes the list (see below).
// Only the rows near the viewport are in the DOM: a full week is thousands of rows. Four rows of overscan at least: with two,
// a link just outside the screen was not yet in the DOM when a keyboard or script scrolled to it. Rows come and go in blocks
// (blockRange). A new list (a filter change) draws the rows on screen and one either side first, with the rows it still
// shares with the old one, and the others from the next frame (firstFrameRange): with the Sort/Filter panel open on a
// phone the list starts below the screen, and the five rows a change used to build were all off screen. Not while the
// focus is in the list, whose rows must stay.
// The virtualiser moves the rows and sizes the list itself (directDomUpdates): scrolling renders the table again only when
// rows enter or leave, instead of on every scroll event. It places rows by `top`, not a transform, so that they do not each
// become a compositor layer repainted on every frame.
// A row more than about a screen and a half from the screen is not styled, laid out or painted (content-visibility: auto).
// The block a scroll adds is mounted about that far ahead, and its rows are drawn one at a time as they come near, each in a
// lighter frame than the block's: on a phone (4x CPU slowdown) scrolling the demo week gained 0.7 to 2.4 fps in four
// interleaved runs (49.1-50.9 to 50.6-53.3 fps), and its frames over 50 ms went from 18 to 2 in one. A row not drawn keeps
// the size the virtualiser holds for it (its remembered or estimated size; once drawn, its last drawn size), so that
// measuring it changes nothing: a return to the page puts the rows where they were.
export const ShowsTable = ({ shows, lookup, now, othersAt, advert = null, label = "Films" }: ShowsTableProps) => {
  const listRef = useRef<HTMLUListElement | null>(null);
  const scrollMargin = useScrollMargin(listRef);
  const measuredBefore = useRememberedRowSizes(`table ${label}`);
  // Keys listed once per list: the virtualizer asks for the key of every row after the one whose measured size changed, on
  // each row a scroll brings in. showKey remembers each showing's key, so a new list (a filter change) makes no new strings.
  const keys = useMemo(() => shows.map(showKey), [shows]);
  const { virtualizer, items } = useBlockVirtualizer({
    keys,
    listRef,
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
          <li
            key={virtual.key}
            data-index={virtual.index}
            aria-setsize={shows.length}
            aria-posinset={virtual.index + 1}
            ref={virtualizer.measureElement}
            css={item}
            style={{ position: onServer ? "relative" : undefined, containIntrinsicSize: `auto calc(${virtual.size}px - ${ROW_GAP})` }}
          >
            <FilmRow
              facts={facts}
              certificate={facts.film.certificate === null ? undefined : lookup.certificates.get(facts.film.certificate)}
              others={othersAt?.(virtual.index)}
              lookup={lookup}
              now={now}
            />
            {advert !== null && isAdAfterRow(virtual.index) && <AdSlot advert={advert} />}
          </li>
        );
      })}
    </ul>
  );
};
