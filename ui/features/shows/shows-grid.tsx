import { weakMapMemoize } from "@reduxjs/toolkit";
import { memo, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { css } from "@emotion/react";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { showKey, type Show } from "../../../domain/show.ts";
import { FilmCard } from "./film-card.tsx";
import { LightFilm, lightFilmRules } from "./light-row.tsx";
import { useShowFacts } from "./use-show-facts.ts";
import type { ShowFacts } from "./show-facts.ts";
import type { OthersAt } from "./stable-others.ts";
import { useRememberedRowSizes, useRowSizesKept } from "./remembered-row-sizes.ts";
import { useScrollMargin } from "./use-scroll-margin.ts";
import { useBlockVirtualizer } from "./use-block-virtualizer.ts";

const CARD_MIN_WIDTH = 170;
const GAP_PX = 12;

const list = css({ listStyle: "none", margin: 0, padding: 0, position: "relative", width: "100%" });
const rowStyle = css({
  position: "absolute",
  top: 0,
  left: 0,
  width: "100%",
  display: "grid",
  gap: GAP_PX,
  paddingBottom: GAP_PX,
  "&[data-light]": { boxSizing: "border-box", "& > div": { display: "flex", minHeight: 0 } },
  ...lightFilmRules,
});

// A phone's grid row is two cards about 600 px tall: rows come and go two at a time, and a new list draws the rows on
// screen first (see useBlockVirtualizer).
const GRID_ROW_BLOCK = 2;

/**
 * Each grid row's key, known by its cards: a row whose cards a new list leaves alone keeps its element. Made once per list and
 * number of columns: a filter turned back off finds its list's keys made (7,200 rows of two cards on a 300-channel week with
 * every showing).
 */
export const gridRowKeys = weakMapMemoize((shows: ReadonlyArray<Show>, columns: number): ReadonlyArray<string> => {
  const keys: Array<string> = [];
  for (let start = 0; start < shows.length; start += columns) {
    let key = `${columns}/${showKey(shows[start]!)}`;
    for (let at = start + 1; at < Math.min(start + columns, shows.length); at++) key += ` ${showKey(shows[at]!)}`;
    keys.push(key);
  }
  return keys;
});

const columnsFor = (width: number): number => Math.max(2, Math.floor((width + GAP_PX) / (CARD_MIN_WIDTH + GAP_PX)));

const useColumns = (ref: RefObject<HTMLElement | null>): number => {
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setColumns(columnsFor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
};

export interface ShowsGridProps {
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
  readonly now: number;
  /** Each row's other showings, when rows are films. */
  readonly othersAt?: OthersAt;
  readonly label?: string;
  /** The list comes after another one on the page: its first frame's rows are drawn light (useBlockVirtualizer). */
  readonly lightAtFirst?: boolean;
}

export const ShowsGrid = ({ shows, lookup, now, othersAt, label = "Films", lightAtFirst = false }: ShowsGridProps) => {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(listRef);
  const scrollMargin = useScrollMargin(listRef);
  const measuredBefore = useRememberedRowSizes(`grid ${label}`);
  const rowKeys = gridRowKeys(shows, columns);
  const { virtualizer, items, lightSize } = useBlockVirtualizer({
    keys: rowKeys,
    listRef,
    lightAtFirst,
    block: GRID_ROW_BLOCK,
    estimateSize: () => 420,
    overscan: 2,
    scrollMargin,
    initialMeasurementsCache: measuredBefore,
  });
  useRowSizesKept(`grid ${label}`, virtualizer);
  const factsOf = useShowFacts(lookup, "grid", now);
  return (
    <div ref={listRef} role="list" aria-label={label} css={list} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((virtual) => (
        <GridRow
          key={virtual.key}
          index={virtual.index}
          top={virtual.start - virtualizer.options.scrollMargin}
          columns={columns}
          shows={shows}
          factsOf={factsOf}
          lightSize={lightSize(virtual)}
          measure={virtualizer.measureElement}
          othersAt={othersAt}
          lookup={lookup}
          now={now}
        />
      ))}
    </div>
  );
};

interface GridRowProps {
  readonly index: number;
  /** Where the row sits in the list, px. */
  readonly top: number;
  readonly columns: number;
  readonly shows: ReadonlyArray<Show>;
  readonly factsOf: (show: Show) => ShowFacts | null;
  /** The row's size while its cards are drawn light, or null when they are drawn whole. */
  readonly lightSize: number | null;
  readonly measure: (element: Element | null) => void;
  readonly othersAt: OthersAt | undefined;
  readonly lookup: ListingLookup;
  readonly now: number;
}

// A row of cards renders again only when its own props change (see the table's rows).
const GridRow = memo(({ index, top, columns, shows, factsOf, lightSize, measure, othersAt, lookup, now }: GridRowProps) => (
  <div
    data-index={index}
    ref={measure}
    role="presentation"
    css={rowStyle}
    style={{
      transform: `translateY(${top}px)`,
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      ...(lightSize === null ? {} : { height: lightSize }),
    }}
    data-light={lightSize !== null ? "" : undefined}
  >
    {shows.slice(index * columns, (index + 1) * columns).map((show, offset) => {
      const facts = factsOf(show);
      if (facts === null) return null;
      const position = index * columns + offset + 1;
      return (
        <div key={facts.key} role="listitem" aria-setsize={shows.length} aria-posinset={position}>
          {lightSize !== null ? (
            <LightFilm facts={facts} shape="card" />
          ) : (
            <FilmCard
              facts={facts}
              certificate={facts.film.certificate === null ? undefined : lookup.certificates.get(facts.film.certificate)}
              others={othersAt?.(position - 1)}
              lookup={lookup}
              now={now}
            />
          )}
        </div>
      );
    })}
  </div>
));
GridRow.displayName = "GridRow";
