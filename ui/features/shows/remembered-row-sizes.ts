import { useEffect, useState } from "react";
import type { VirtualItem, Virtualizer } from "@tanstack/react-virtual";

interface MeasuredRows {
  readonly width: number;
  readonly rows: () => Array<VirtualItem>;
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
    return visit !== undefined && visit.width === window.innerWidth ? visit.rows() : [];
  });
  return rows;
};

/**
 * Keeps the list's measured row sizes when it leaves the page, for useRememberedRowSizes on the next visit. They are read off
 * the virtualiser when that visit asks for them, not as the list goes: a filter that leaves no films takes a list of
 * thousands of rows away in the frame that answers the visitor (17 ms of it at 4x CPU slowdown on a 300-channel week), and
 * a virtualiser no longer mounted measures nothing more.
 */
export const useRowSizesKept = (list: string, virtualizer: Virtualizer<Window, Element>): void => {
  useEffect(() => {
    const page = window.location.pathname;
    return () => {
      let rows: Array<VirtualItem> | null = null;
      lastVisits.set(`${page} ${list}`, { width: window.innerWidth, rows: () => (rows ??= virtualizer.takeSnapshot()) });
    };
  }, [list, virtualizer]);
};
