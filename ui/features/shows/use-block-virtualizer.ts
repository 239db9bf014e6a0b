import { useCallback, useLayoutEffect, useRef, type RefObject } from "react";
import { useWindowVirtualizer, type Range, type VirtualItem } from "@tanstack/react-virtual";
import { blockRange, firstFrameRange } from "./block-range.ts";
import { useSettledAfterFrame } from "./use-settled-after-frame.ts";

type WindowVirtualizerOptions = Parameters<typeof useWindowVirtualizer<Element>>[0];

export interface BlockVirtualizerOptions extends Omit<WindowVirtualizerOptions, "count" | "getItemKey" | "rangeExtractor"> {
  /** Each row's key, one per row: a row whose key is unchanged keeps its element. */
  readonly keys: ReadonlyArray<string>;
  /** The list: while the focus is in it, a new list keeps every row at once. */
  readonly listRef: RefObject<HTMLElement | null>;
  /** Rows are mounted and unmounted in whole blocks of this many. */
  readonly block: number;
}

/** Rendering on the server, which has no next frame: its first list is drawn whole at once. */
export const onServer = typeof window === "undefined";

/**
 * A window virtualiser over rows with keys whose rows come and go in blocks (blockRange), and whose new list draws the rows
 * on screen and one either side first, with the rows it shares with the old list, and the others a frame later
 * (firstFrameRange, useSettledAfterFrame). The table and the grid share it.
 */
export const useBlockVirtualizer = ({ keys, listRef, block, ...options }: BlockVirtualizerOptions) => {
  const getItemKey = useCallback((index: number) => keys[index] ?? index, [keys]);
  const settled = useSettledAfterFrame(keys, () => listRef.current?.contains(document.activeElement) ?? false, onServer);
  const mountedKeys = useRef<ReadonlySet<VirtualItem["key"]>>(new Set());
  const rangeExtractor = useCallback(
    (range: Range) => (settled ? blockRange(range, block) : firstFrameRange(range, (index) => mountedKeys.current.has(getItemKey(index)), block)),
    [settled, getItemKey, block],
  );
  const virtualizer = useWindowVirtualizer({ ...options, count: keys.length, getItemKey, rangeExtractor });
  const items = virtualizer.getVirtualItems();
  useLayoutEffect(() => {
    mountedKeys.current = new Set(items.map((virtual) => virtual.key));
  });
  return { virtualizer, items };
};
