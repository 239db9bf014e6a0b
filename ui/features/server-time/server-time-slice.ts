import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { ServerTime } from "../../../adapters/http/contract/system-api.ts";
import { getJson } from "../../app/api-client.ts";

export const serverTimeRefreshMs = 5 * 60 * 1000;

export const serverTimeRequested = createAsyncThunk("serverTime/requested", async () => {
  const body = await getJson("/api/server-time/", ServerTime);
  return { serverTime: body?.serverTime ?? null, receivedAt: Date.now() };
});

interface ServerTimeState {
  readonly offsetMs: number;
  readonly known: boolean;
}

const initialState: ServerTimeState = { offsetMs: 0, known: false };

export const serverTimeSlice = createSlice({
  name: "serverTime",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(serverTimeRequested.fulfilled, (state, action) => {
      if (action.payload.serverTime === null) return state;
      return { offsetMs: action.payload.serverTime - action.payload.receivedAt, known: true };
    });
  },
});
