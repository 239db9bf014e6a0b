import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { sameSource, type ChannelSource } from "../../../domain/channel-source.ts";
import { changeChannelSource } from "../../../domain/filter-transitions.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Filters } from "../../../domain/filters.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { ListingRow } from "../../../domain/film-rows.ts";
import type { HiddenCounts } from "../../../domain/select-listing.ts";
import { prepareTextSortKeys } from "../../../domain/sort-shows.ts";
import type { View } from "../../../domain/view.ts";
import { useAppSelector } from "../../app/store.ts";
import {
  customChannelIdsFor,
  kindsFor,
  offlineCopySavedAt,
  selectFilters,
  selectFlagSets,
  selectListingStatus,
  selectLookup,
  selectNow,
  selectServices,
  serviceSlugFor,
  selectUser,
  showsFor,
  validChannelsFor,
} from "./listing-selectors.ts";
import type { ListingKind } from "./listings-slice.ts";
import { memoisedFilmListing, warmingSteps } from "./memoised-film-listing.ts";
import { useListings } from "./use-listings.ts";
import { inIdleSteps, whenIdle } from "../../app/when-idle.ts";

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

/**
 * The listing pipeline every listing page shares: the listings a choice of filters needs (fetched once each), their shows,
 * and the rows those filters select, with the channels the filters' source offers.
 */
export const useFilteredListing = (filters: Filters, chosenView: View): SourceListing & { readonly channels: ReadonlyArray<Channel> } => {
  const services = useAppSelector(selectServices);
  const batches = useAppSelector((state) => state.listings.batches);
  const status = useAppSelector(selectListingStatus);
  const lookup = useAppSelector(selectLookup);
  const flags = useAppSelector(selectFlagSets);
  const now = useAppSelector(selectNow);
  const user = useAppSelector(selectUser);
  const custom = customChannelIdsFor(user, filters.system);

  const kindsKey = kindsFor(filters, serviceSlugFor(filters.system, services)).join("|");
  const kinds = useMemo(() => (kindsKey === "" ? [] : (kindsKey.split("|") as Array<ListingKind>)), [kindsKey]);
  useListings(kinds);
  const shows = useMemo(() => showsFor(kinds, batches), [kinds, batches]);
  const view = useDeferredValue(chosenView);
  const perShowing = view === "timeline";
  const input = useMemo(() => ({ shows, lookup, filters, flags, now, zone: LONDON, customChannelIds: custom }), [shows, lookup, filters, flags, now, custom]);
  const { rows, films, hidden } = useMemo(() => memoisedFilmListing(input, perShowing), [input, perShowing]);
  const channels = useMemo(() => validChannelsFor(lookup, filters.system, custom), [lookup, filters.system, custom]);
  // A new payload's title, genre and channel ranks are made while the page is idle: the first sort by title only sorts.
  useEffect(() => whenIdle(() => prepareTextSortKeys(lookup)), [lookup]);
  const loaded = kinds.some((kind) => status[kind] === "loaded" || status[kind] === "failed");
  // While the visitor reads the listing, the listings of the filters before and of the panel's switches are made, a stage at
  // a time.
  const trail = useRef<{ readonly filters: Filters; readonly before: Filters | null }>({ filters, before: null });
  useEffect(() => {
    if (trail.current.filters !== filters) trail.current = { filters, before: trail.current.filters };
    return loaded ? inIdleSteps(warmingSteps(input, perShowing, trail.current.before)) : undefined;
  }, [loaded, input, perShowing, filters]);
  const savedAt = useMemo(() => offlineCopySavedAt(kinds, batches), [kinds, batches]);
  return { filters, view, chosenView, rows, films, hidden, loaded, lookup, now, savedAt, channels };
};

// The listing for the visitor's filters, or for the same filters on another channel source (the Streaming Page).
export const useSourceListing = (source: ChannelSource | null): SourceListing => {
  const stored = useAppSelector(selectFilters);
  const storedView = useAppSelector((state) => state.settings.view);
  const settled = useMemo(
    () =>
      source === null || sameSource(source, stored.system)
        ? { filters: stored, view: storedView }
        : changeChannelSource({ filters: stored, view: storedView }, source),
    [source, stored, storedView],
  );
  return useFilteredListing(settled.filters, settled.view);
};
