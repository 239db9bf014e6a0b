import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type ModalKind = "search" | "feedback" | "other-apps" | "signup" | "login" | "update-account";

interface ModalsState {
  readonly open: ModalKind | null;
  readonly searchKeyword: string;
}

const initialState: ModalsState = { open: null, searchKeyword: "" };

export const modalsSlice = createSlice({
  name: "modals",
  initialState,
  reducers: {
    modalOpened: (state, action: PayloadAction<ModalKind>) => ({ ...state, open: action.payload }),
    searchOpened: (state, action: PayloadAction<string | undefined>) => ({ open: "search", searchKeyword: action.payload ?? state.searchKeyword }),
    modalClosed: (state) => ({ ...state, open: null }),
  },
});

export const { modalOpened, searchOpened, modalClosed } = modalsSlice.actions;
