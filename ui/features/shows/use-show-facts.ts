import { useMemo } from "react";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { Show } from "../../../domain/show.ts";
import { showFacts, type ShowFacts } from "./show-facts.ts";

// Keeps each show's facts stable across scroll renders so that memoised rows skip re-rendering.
export const useShowFacts = (lookup: ListingLookup, view: "table" | "grid", now: number): ((show: Show) => ShowFacts | null) =>
  useMemo(() => {
    const cache = new WeakMap<Show, ShowFacts | null>();
    return (show: Show) => {
      if (cache.has(show)) return cache.get(show) ?? null;
      const facts = showFacts(show, lookup, view, now);
      cache.set(show, facts);
      return facts;
    };
  }, [lookup, view, now]);
