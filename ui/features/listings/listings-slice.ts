import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { Series } from "../../../domain/series.ts";
import type { Show } from "../../../domain/show.ts";
import { fetchListing } from "./fetch-listing.ts";

export type ListingKind = "today" | "week" | "tvseries" | `streaming:${string}`;

export const streamingKind = (slug: string): ListingKind => `streaming:${slug}`;

export interface ListingBatch {
  readonly shows: ReadonlyArray<Show>;
  readonly films: ReadonlyArray<Film>;
  readonly series: ReadonlyArray<Series>;
  readonly channels: ReadonlyArray<Channel>;
  /** When the service worker's offline copy that answered was fetched; null when the server answered. */
  readonly savedAt: number | null;
}

export type LoadStatus = "loading" | "loaded" | "failed";

export interface ListingsState {
  readonly status: Readonly<Record<string, LoadStatus>>;
  readonly batches: Readonly<Record<string, ListingBatch>>;
}

const initialState: ListingsState = { status: {}, batches: {} };

interface ListingsRoot {
  readonly listings: ListingsState;
}

// SPEC §4: each kind of listing is fetched once per page load.
export const listingRequested = createAsyncThunk(
  "listings/requested",
  async (kind: ListingKind) => {
    const batch = await fetchListing(kind);
    if (batch === null) throw new Error(`listing ${kind} unavailable`);
    return batch;
  },
  { condition: (kind, { getState }) => (getState() as ListingsRoot).listings.status[kind] === undefined },
);

export const listingsSlice = createSlice({
  name: "listings",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(listingRequested.pending, (state, action) => ({
        ...state,
        status: { ...state.status, [action.meta.arg]: "loading" },
      }))
      .addCase(listingRequested.fulfilled, (state, action) => ({
        status: { ...state.status, [action.meta.arg]: "loaded" },
        batches: { ...state.batches, [action.meta.arg]: action.payload },
      }))
      .addCase(listingRequested.rejected, (state, action) => ({
        ...state,
        status: { ...state.status, [action.meta.arg]: "failed" },
      }));
  },
});
