import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Advert } from "../../../domain/advert.ts";

interface AdsState {
  readonly chosen: Advert | null;
}

export const adsSlice = createSlice({
  name: "ads",
  initialState: (): AdsState => ({ chosen: null }),
  reducers: {
    advertChosen: (_state, action: PayloadAction<Advert>) => ({ chosen: action.payload }),
  },
});

export const { advertChosen } = adsSlice.actions;
