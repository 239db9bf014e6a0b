import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { Series } from "../../../domain/series.ts";
import type { Show } from "../../../domain/show.ts";
import { api, ONCE, type ContractMeta } from "../../app/contract-api.ts";
import { listingKindOf, listingQuery, type ListingKind } from "./fetch-listing.ts";

export { streamingKind, type ListingKind } from "./fetch-listing.ts";

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

// SPEC §4: each kind of listing is fetched once per page load; the batch arrives with the contract API's answer (below).
export const listingRequested = createAsyncThunk(
  "listings/requested",
  async (kind: ListingKind, { dispatch }) => {
    const answer = await dispatch(api.endpoints.shows.initiate({ query: listingQuery(kind) }, ONCE));
    if (answer.error !== undefined) throw new Error(`listing ${kind} unavailable`);
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
        ...state,
        status: { ...state.status, [action.meta.arg]: "loaded" },
      }))
      .addCase(listingRequested.rejected, (state, action) => ({
        ...state,
        status: { ...state.status, [action.meta.arg]: "failed" },
      }))
      // The service worker's offline copy says when it was fetched: the batch keeps that moment (null for a fresh answer).
      .addMatcher(api.endpoints.shows.matchFulfilled, (state, action) => {
        const body = action.payload;
        const batch = {
          shows: body.shows,
          films: body.films,
          series: body.tvseries,
          channels: body.channels,
          savedAt: (action.meta.baseQueryMeta as ContractMeta | undefined)?.savedAt ?? null,
        };
        return { ...state, batches: { ...state.batches, [listingKindOf(action.meta.arg.originalArgs.query)]: batch } };
      });
  },
});
