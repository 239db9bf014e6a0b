import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export const serverTimeRefreshMs = 5 * 60 * 1000;
export const clockTickMs = 30 * 1000;

interface ServerTimeState {
  readonly offsetMs: number;
  readonly known: boolean;
  readonly now: number;
}

export interface ServerTimeReading {
  readonly serverTime: number;
  readonly receivedAt: number;
}

const MINUTE_MS = 60_000;

// The clock moves in whole minutes so that memoised listings are recomputed at most once a minute.
const toMinute = (instant: number): number => Math.floor(instant / MINUTE_MS) * MINUTE_MS;

const initialState: ServerTimeState = { offsetMs: 0, known: false, now: toMinute(Date.now()) };

export const serverTimeSlice = createSlice({
  name: "serverTime",
  initialState,
  reducers: {
    clockTicked: (state, action: PayloadAction<number>) => {
      const now = toMinute(action.payload + state.offsetMs);
      return now === state.now ? state : { ...state, now };
    },
    serverTimeReceived: (state, action: PayloadAction<ServerTimeReading>) => {
      const offsetMs = action.payload.serverTime - action.payload.receivedAt;
      const now = toMinute(action.payload.receivedAt + offsetMs);
      return { offsetMs, known: true, now: now === state.now ? state.now : now };
    },
  },
});

export const { clockTicked, serverTimeReceived } = serverTimeSlice.actions;
