import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export const TOAST_TIMEOUT_MS = 2000;

export interface Toast {
  readonly id: number;
  readonly text: string;
}

interface ToastsState {
  readonly items: ReadonlyArray<Toast>;
  readonly nextId: number;
}

const initialState: ToastsState = { items: [], nextId: 1 };

export const toastsSlice = createSlice({
  name: "toasts",
  initialState,
  reducers: {
    toastRaised: {
      reducer: (state, action: PayloadAction<Toast>) => ({ items: [...state.items, action.payload], nextId: state.nextId + 1 }),
      prepare: (text: string, id: number) => ({ payload: { id, text } }),
    },
    toastExpired: (state, action: PayloadAction<number>) => ({ ...state, items: state.items.filter((toast) => toast.id !== action.payload) }),
  },
});

export const { toastRaised, toastExpired } = toastsSlice.actions;
