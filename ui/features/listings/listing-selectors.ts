import { createSelector } from "@reduxjs/toolkit";
import { CUSTOM_LIST, STREAMING_SERVICE, isStreamingSource, validChannelIds, type ChannelSource } from "../../../domain/channel-source.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { Filters } from "../../../domain/filters.ts";
import { makeListingLookup, type ListingLookup } from "../../../domain/listing-lookup.ts";
import { showKey, type Show } from "../../../domain/show.ts";
import { flagSets, type FlagSets } from "../../../domain/user-flags.ts";
import type { User } from "../../../domain/user.ts";
import type { RootState } from "../../app/store.ts";
import { streamingKind, type ListingBatch, type ListingKind } from "./listings-slice.ts";

export const selectNow = (state: RootState): number => state.serverTime.now;
export const selectFilters = (state: RootState): Filters => state.settings.filters;
export const selectUser = (state: RootState) => state.user.user;
export const selectBasicData = (state: RootState) => state.basicData.data;
const selectBatches = (state: RootState) => state.listings.batches;
export const selectListingStatus = (state: RootState) => state.listings.status;

export const selectServices = createSelector([selectBasicData], (data) => data?.streaming_services ?? []);

export const selectLookup = createSelector([selectBatches, selectBasicData], (batches, data): ListingLookup => {
  const all = Object.values(batches);
  const channels = new Map<number, Channel>();
  for (const channel of data?.channels ?? []) channels.set(channel.id, channel);
  for (const batch of all) for (const channel of batch.channels) channels.set(channel.id, channel);
  return makeListingLookup({
    films: all.flatMap((batch): ReadonlyArray<Film> => batch.films),
    series: all.flatMap((batch): ReadonlyArray<Film> => batch.series),
    channels: channels.values(),
    genres: data?.genres,
    languages: data?.languages,
    certificates: data?.certificates,
    services: data?.streaming_services,
  });
});

export const selectFlagSets = createSelector([selectUser], (user): FlagSets => flagSets(user));

// A named custom list's channels as the user data has them; the default custom list's for the default list or a list that is gone.
export const customChannelIdsFor = (user: Pick<User, "logged_in" | "channels" | "channel_lists">, source: ChannelSource): ReadonlyArray<number> | null => {
  if (!user.logged_in) return null;
  if (source.kind === CUSTOM_LIST && source.id !== null) return user.channel_lists.find((list) => list.id === source.id)?.channels ?? user.channels;
  return user.channels;
};

export const selectCustomChannelIds = createSelector([selectUser, selectFilters], (user, filters) => customChannelIdsFor(user, filters.system));

export const serviceSlugFor = (source: ChannelSource, services: ReadonlyArray<{ readonly id: number; readonly slug: string }>): string | null =>
  source.kind === STREAMING_SERVICE ? (services.find((service) => service.id === source.id)?.slug ?? null) : null;

// SPEC §4: today's shows come first; the week and the TV series are fetched when the listing needs them.
export const kindsFor = (filters: Filters, serviceSlug: string | null): ReadonlyArray<ListingKind> => {
  if (isStreamingSource(filters.system)) return serviceSlug === null ? [] : [streamingKind(serviceSlug)];
  const kinds: Array<ListingKind> = ["today"];
  if (filters.specific_day !== 0 || filters.include_tvseries) kinds.push("week");
  if (filters.include_tvseries) kinds.push("tvseries");
  return kinds;
};

const mergeShows = (lists: ReadonlyArray<ReadonlyArray<Show>>): ReadonlyArray<Show> => {
  if (lists.length === 1) return lists[0] ?? [];
  const seen = new Set<string>();
  const merged: Array<Show> = [];
  for (const list of lists)
    for (const show of list) {
      const key = showKey(show);
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(show);
    }
  return merged;
};

// The week replaces today's shows once it has arrived; TV series episodes are added on top.
const batchesInUse = (kinds: ReadonlyArray<ListingKind>, batches: Readonly<Record<string, ListingBatch>>): ReadonlyArray<ListingBatch> => {
  const week = batches["week"];
  return kinds.flatMap((kind) => {
    if (kind === "today" && week !== undefined && kinds.includes("week")) return [];
    const batch = batches[kind];
    return batch === undefined ? [] : [batch];
  });
};

export const showsFor = (kinds: ReadonlyArray<ListingKind>, batches: Readonly<Record<string, ListingBatch>>): ReadonlyArray<Show> => {
  const lists = batchesInUse(kinds, batches).map((batch) => batch.shows);
  return lists.length === 0 ? [] : mergeShows(lists);
};

/** When the oldest offline copy among the listings shown was fetched; null when every one came from the server. */
export const offlineCopySavedAt = (kinds: ReadonlyArray<ListingKind>, batches: Readonly<Record<string, ListingBatch>>): number | null => {
  const saved = batchesInUse(kinds, batches).flatMap((batch) => (batch.savedAt === null ? [] : [batch.savedAt]));
  return saved.length === 0 ? null : Math.min(...saved);
};

/** The channels a channel source offers, as the lookup knows them. */
export const validChannelsFor = (lookup: ListingLookup, source: ChannelSource, custom: ReadonlyArray<number> | null): ReadonlyArray<Channel> => {
  const ids = validChannelIds(source, lookup.channels.values(), custom);
  return [...lookup.channels.values()].filter((channel) => ids.has(channel.id));
};

export const selectValidChannels = createSelector([selectLookup, selectFilters, selectCustomChannelIds], (lookup, filters, custom) =>
  validChannelsFor(lookup, filters.system, custom),
);
