import { useCallback, useLayoutEffect, useReducer, useRef, type RefObject } from "react";
import { measureElement, observeWindowOffset, useWindowVirtualizer, type Range, type VirtualItem } from "@tanstack/react-virtual";
import { blockRange, firstFrameRange } from "./block-range.ts";
import { isFlung, withSample, type ScrollSample } from "./fling.ts";
import { useAfterNextFrame, useSettledAfterFrame } from "./use-settled-after-frame.ts";

type WindowVirtualizerOptions = Parameters<typeof useWindowVirtualizer<Element>>[0];

export interface BlockVirtualizerOptions extends Omit<
  WindowVirtualizerOptions,
  "count" | "getItemKey" | "rangeExtractor" | "observeElementOffset" | "measureElement"
> {
  /** Each row's key, one per row: a row whose key is unchanged keeps its element. */
  readonly keys: ReadonlyArray<string>;
  /** The list: while the focus is in it, a new list keeps every row at once. */
  readonly listRef: RefObject<HTMLElement | null>;
  /** Rows are mounted and unmounted in whole blocks of this many. */
  readonly block: number;
  /** The first list is drawn as a new list after another (light, then whole), not whole at once as the server's markup is. */
  readonly lightAtFirst?: boolean;
}

/** Rendering on the server, which has no next frame: its first list is drawn whole at once. */
export const onServer = typeof window === "undefined";

const NO_KEYS: ReadonlySet<VirtualItem["key"]> = new Set();

// A row drawn light is the size it was given (`lightSize`, its style's height): read from there, not from layout, when it
// is mounted. Reading a new row's offsetHeight in the commit forced a layout of the page before the frame's own, and its
// size then rendered the list again: on the 300-channel week at 4x CPU slowdown, 17 and 6 ms of a switch's first turn,
// when every row of its first frame is new and light. A whole row is measured as before.
const measureRow: NonNullable<WindowVirtualizerOptions["measureElement"]> = (element, entry, instance) => {
  if (entry === undefined && element instanceof HTMLElement && element.dataset["light"] !== undefined) {
    const size = Number.parseFloat(element.style.height);
    if (Number.isFinite(size)) return Math.round(size);
  }
  return measureElement(element, entry, instance);
};

const meanSize = (sizes: ReadonlyMap<VirtualItem["key"], number>): number => {
  let total = 0;
  for (const size of sizes.values()) total += size;
  return sizes.size === 0 ? 0 : Math.round(total / sizes.size);
};

/**
 * A window virtualiser over rows with keys whose rows come and go in blocks (blockRange), and whose new list draws the rows
 * on screen and one either side first, with the rows it shares with the old list, and the others a frame later
 * (firstFrameRange, useSettledAfterFrame). The table and the grid share it.
 * While the list is flung (isFlung), the rows it brings in are light (`lightSize`): the caller draws them as a title and
 * when and where at the size the row is known or estimated to be, as a phone cannot build whole rows at that speed (a
 * block of four whole rows took 120 to 230 ms at 4x CPU slowdown on one machine, a light block 33 to 67 ms). Once the
 * scroll stops, the light rows on screen and one either side are drawn whole at once and the rest a frame later. Rows
 * already drawn whole stay whole, and nothing is light while the focus is in the list.
 * A new list (a filter change) draws the rows of its first frame it does not share with the old one light as well, and whole
 * in the frame after: the visitor sees the updated list in the frame that answers the change, which a phone could not build
 * whole in time. A first list is drawn whole, as the page's first list replaces the server's markup, unless `lightAtFirst`
 * says that it follows another list of the page.
 */
export const useBlockVirtualizer = ({ keys, listRef, block, lightAtFirst = false, ...options }: BlockVirtualizerOptions) => {
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const focusInList = () => listRef.current?.contains(document.activeElement) ?? false;
  const settled = useSettledAfterFrame(keys, focusInList, onServer);
  const mountedKeys = useRef<ReadonlySet<VirtualItem["key"]>>(NO_KEYS);
  const rangeExtractor = useCallback(
    (range: Range) => (settled ? blockRange(range, block) : firstFrameRange(range, (index) => mountedKeys.current.has(getItemKey(index)), block)),
    [settled, getItemKey, block],
  );
  const samples = useRef<ReadonlyArray<ScrollSample>>([]);
  const observeElementOffset = useCallback<typeof observeWindowOffset>(
    (instance, callback) =>
      observeWindowOffset(instance, (offset, isScrolling) => {
        samples.current = withSample(samples.current, { at: performance.now(), offset });
        callback(offset, isScrolling);
      }),
    [],
  );
  const virtualizer = useWindowVirtualizer({
    ...options,
    count: keys.length,
    getItemKey,
    rangeExtractor,
    observeElementOffset,
    measureElement: measureRow,
  });
  const items = virtualizer.getVirtualItems();
  const lightKeys = useLightKeys(
    items,
    mountedKeys.current,
    virtualizer.isScrolling && !onServer && isFlung(samples.current, performance.now()) && !focusInList(),
    !settled,
    lightAtFirst,
    virtualizer.range,
  );
  useLayoutEffect(() => {
    mountedKeys.current = new Set(items.map((virtual) => virtual.key));
  });
  const estimated = lightKeys.size === 0 ? 0 : meanSize(virtualizer.itemSizeCache);
  // A light row takes the size its row was measured at or, while only estimated, the mean of the rows measured so far: the
  // estimate is a floor, and rows drawn at it grew when they were drawn whole.
  const lightSize = (virtual: VirtualItem): number | null =>
    !lightKeys.has(virtual.key) ? null : virtual.size !== options.estimateSize(virtual.index) || estimated === 0 ? virtual.size : estimated;
  return { virtualizer, items, lightSize };
};

/**
 * The rows drawn light in this render. While `flung`, and in the first frame of a new list (`fresh`) that replaces one drawn
 * before (or of a first list, when `lightAtFirst`): the rows not `mounted` before and those still light. After it: the rows
 * still light that are more than a row away from the screen, and a frame later none. A new list's light rows are all near
 * the screen (firstFrameRange), so the frame that settles it draws them whole.
 */
const useLightKeys = (
  items: ReadonlyArray<VirtualItem>,
  mounted: ReadonlySet<VirtualItem["key"]>,
  flung: boolean,
  fresh: boolean,
  lightAtFirst: boolean,
  range: { readonly startIndex: number; readonly endIndex: number } | null,
) => {
  const lightBefore = useRef<ReadonlySet<VirtualItem["key"]>>(NO_KEYS);
  const fillNow = useRef(false);
  // A first list is drawn whole, not light and then whole, unless told otherwise: the page's first list replaces the server's
  // whole rows.
  const drawnBefore = useRef(lightAtFirst);
  const [, render] = useReducer((count: number) => count + 1, 0);
  const near = (index: number) => range !== null && index >= range.startIndex - 1 && index <= range.endIndex + 1;
  const light = lightBefore.current;
  const incoming = flung || (fresh && drawnBefore.current);
  const lightKeys: ReadonlySet<VirtualItem["key"]> = new Set(
    items
      .filter((virtual) =>
        incoming ? !mounted.has(virtual.key) || light.has(virtual.key) : light.has(virtual.key) && !near(virtual.index) && !fillNow.current,
      )
      .map((virtual) => virtual.key),
  );
  useLayoutEffect(() => {
    fillNow.current = false;
    lightBefore.current = lightKeys;
    // A list's first commit may have no rows yet (the grid's, before the window is measured).
    if (items.length > 0) drawnBefore.current = true;
  });
  // The rows a fling leaves light are filled a frame later, unless a fling takes over again first; a new list's, by the
  // frame that settles it.
  useAfterNextFrame(!incoming && lightKeys.size > 0, () => {
    fillNow.current = true;
    render();
  });
  return lightKeys;
};
