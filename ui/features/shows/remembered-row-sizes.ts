import { useEffect, useState } from "react";
import type { VirtualItem, Virtualizer } from "@tanstack/react-virtual";

interface MeasuredRows {
  readonly width: number;
  readonly rows: Array<VirtualItem>;
}

const lastVisits = new Map<string, MeasuredRows>();

/**
 * The row sizes a virtual list measured when this page was last shown at this window width. Given back to the list, the
 * rows lie where they lay before, so a restored scroll position shows the same films in the same places; without them the
 * rows above start at their estimated size and the page shifts as they are measured again.
 */
export const useRememberedRowSizes = (list: string): Array<VirtualItem> => {
  const [rows] = useState(() => {
    if (typeof window === "undefined") return [];
    const visit = lastVisits.get(`${window.location.pathname} ${list}`);
    return visit !== undefined && visit.width === window.innerWidth ? visit.rows : [];
  });
  return rows;
};

/** Keeps the list's measured row sizes when it leaves the page, for useRememberedRowSizes on the next visit. */
export const useRowSizesKept = (list: string, virtualizer: Virtualizer<Window, Element>): void => {
  useEffect(() => {
    const page = window.location.pathname;
    return () => {
      lastVisits.set(`${page} ${list}`, { width: window.innerWidth, rows: virtualizer.takeSnapshot() });
    };
  }, [list, virtualizer]);
};
