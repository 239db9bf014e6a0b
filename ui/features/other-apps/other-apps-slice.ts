import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { api, ONCE } from "../../app/contract-api.ts";
import type { OtherApp as App } from "../../../domain/other-app.ts";

interface OtherAppsState {
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly apps: ReadonlyArray<App>;
}

const initialState: OtherAppsState = { status: "idle", apps: [] };

// SPEC §4: the list is fetched on the first click of the footer button, never before.
export const otherAppsRequested = createAsyncThunk(
  "otherApps/requested",
  async (_: void, { dispatch }): Promise<ReadonlyArray<App>> => {
    const { data } = await dispatch(api.endpoints.apps.initiate(undefined, ONCE));
    if (data === undefined) throw new Error("apps unavailable");
    return data.apps;
  },
  { condition: (_, { getState }) => (getState() as { otherApps: OtherAppsState }).otherApps.status === "idle" },
);

export const otherAppsSlice = createSlice({
  name: "otherApps",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(otherAppsRequested.pending, (state) => ({ ...state, status: "loading" }))
      .addCase(otherAppsRequested.fulfilled, (_state, action) => ({ status: "loaded", apps: action.payload }))
      .addCase(otherAppsRequested.rejected, (state) => ({ ...state, status: "failed" }));
  },
});
