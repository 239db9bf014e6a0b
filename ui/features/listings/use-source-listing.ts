import { useDeferredValue, useEffect, useMemo } from "react";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { sameSource, type ChannelSource } from "../../../domain/channel-source.ts";
import { changeChannelSource } from "../../../domain/filter-transitions.ts";
import type { Filters } from "../../../domain/filters.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { ListingRow } from "../../../domain/film-rows.ts";
import type { HiddenCounts } from "../../../domain/select-listing.ts";
import { prepareTextSortKeys } from "../../../domain/sort-shows.ts";
import type { View } from "../../../domain/view.ts";
import { useAppSelector } from "../../app/store.ts";
import {
  kindsFor,
  offlineCopySavedAt,
  selectCustomChannelIds,
  selectFilters,
  selectFlagSets,
  selectListingStatus,
  selectLookup,
  selectNow,
  selectServices,
  serviceSlugFor,
  showsFor,
} from "./listing-selectors.ts";
import type { ListingKind } from "./listings-slice.ts";
import { memoisedFilmListing } from "./memoised-film-listing.ts";
import { useListings } from "./use-listings.ts";

export interface SourceListing {
  readonly filters: Filters;
  /** The view the listing is drawn in: the chosen one once it has rendered (a switch draws in the background). */
  readonly view: View;
  /** The view the visitor chose, at once. */
  readonly chosenView: View;
  /** One row per film (per showing on the timeline, or when the visitor asks for every showing). */
  readonly rows: ReadonlyArray<ListingRow>;
  /** The distinct films of the rows. */
  readonly films: number;
  /** How many films of this listing each hide switch takes out. */
  readonly hidden: HiddenCounts;
  readonly loaded: boolean;
  readonly lookup: ListingLookup;
  readonly now: number;
  /** When the offline copy shown was fetched, if the listing came from the service worker's cache; null otherwise. */
  readonly savedAt: number | null;
}

// The listing for the visitor's filters, or for the same filters on another channel source (the Streaming Page).
export const useSourceListing = (source: ChannelSource | null): SourceListing => {
  const stored = useAppSelector(selectFilters);
  const storedView = useAppSelector((state) => state.settings.view);
  const services = useAppSelector(selectServices);
  const batches = useAppSelector((state) => state.listings.batches);
  const status = useAppSelector(selectListingStatus);
  const lookup = useAppSelector(selectLookup);
  const flags = useAppSelector(selectFlagSets);
  const now = useAppSelector(selectNow);
  const custom = useAppSelector(selectCustomChannelIds);

  const settled = useMemo(
    () =>
      source === null || sameSource(source, stored.system)
        ? { filters: stored, view: storedView }
        : changeChannelSource({ filters: stored, view: storedView }, source),
    [source, stored, storedView],
  );
  const slug = serviceSlugFor(settled.filters.system, services);
  const kindsKey = kindsFor(settled.filters, slug).join("|");
  const kinds = useMemo(() => (kindsKey === "" ? [] : (kindsKey.split("|") as Array<ListingKind>)), [kindsKey]);
  useListings(kinds);
  const shows = useMemo(() => showsFor(kinds, batches), [kinds, batches]);
  const view = useDeferredValue(settled.view);
  const perShowing = view === "timeline";
  const { rows, films, hidden } = useMemo(
    () => memoisedFilmListing({ shows, lookup, filters: settled.filters, flags, now, zone: LONDON, customChannelIds: custom }, perShowing),
    [shows, lookup, settled.filters, flags, now, custom, perShowing],
  );
  // A new payload's title, genre and channel ranks are made while the page is idle: the first sort by title only sorts.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") return;
    const idle = window.requestIdleCallback(() => prepareTextSortKeys(lookup));
    return () => window.cancelIdleCallback(idle);
  }, [lookup]);
  const loaded = kinds.some((kind) => status[kind] === "loaded" || status[kind] === "failed");
  const savedAt = useMemo(() => offlineCopySavedAt(kinds, batches), [kinds, batches]);
  return { filters: settled.filters, view, chosenView: settled.view, rows, films, hidden, loaded, lookup, now, savedAt };
};
