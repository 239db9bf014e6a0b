import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { App } from "./fetch-apps.ts";

interface OtherAppsState {
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly apps: ReadonlyArray<App>;
}

const initialState: OtherAppsState = { status: "idle", apps: [] };

// SPEC §4: the list is fetched on the first click of the footer button, never before.
export const otherAppsRequested = createAsyncThunk(
  "otherApps/requested",
  async () => {
    const { fetchApps } = await import("./fetch-apps.ts");
    const apps = await fetchApps();
    if (apps === null) throw new Error("apps unavailable");
    return apps;
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
