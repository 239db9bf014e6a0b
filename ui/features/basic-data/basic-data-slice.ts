import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { BasicInitialData } from "../../../domain/basic-initial-data.ts";
import { api, ONCE } from "../../app/contract-api.ts";
import { embeddedBasicData } from "./embedded-basic-data.ts";

export type BasicData = BasicInitialData;

interface BasicDataState {
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly data: BasicData | null;
}

interface BasicDataRoot {
  readonly basicData: BasicDataState;
}

// SPEC §7: the GET is skipped when the server embedded the data in the page.
export const basicDataRequested = createAsyncThunk(
  "basicData/requested",
  async (_: void, { dispatch }) => {
    const { data } = await dispatch(api.endpoints.basicInitialData.initiate(undefined, ONCE));
    if (data === undefined) throw new Error("basic initial data unavailable");
    return data;
  },
  { condition: (_, { getState }) => (getState() as BasicDataRoot).basicData.status === "idle" },
);

export const initialBasicDataState = (): BasicDataState => {
  const embedded = typeof document === "undefined" ? null : embeddedBasicData(document);
  return embedded === null ? { status: "idle", data: null } : { status: "loaded", data: embedded };
};

export const basicDataSlice = createSlice({
  name: "basicData",
  initialState: initialBasicDataState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(basicDataRequested.pending, (state) => ({ ...state, status: "loading" }))
      .addCase(basicDataRequested.fulfilled, (_state, action) => ({ status: "loaded", data: action.payload }))
      .addCase(basicDataRequested.rejected, (state) => ({ ...state, status: "failed" }));
  },
});
