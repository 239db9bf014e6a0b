import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import { fetchTitle, type TitleDetails, type TitleKind } from "./fetch-title.ts";

export type TitleEntry = { readonly status: "loading" } | { readonly status: "failed" } | { readonly status: "loaded"; readonly details: TitleDetails };

interface TitlesState {
  readonly entries: Readonly<Record<string, TitleEntry>>;
}

export const titleKey = (kind: TitleKind, slug: string): string => `${kind}:${slug}`;

export const SERIES_LOAD_DELAY_MS = 1000;

interface TitleRequest {
  readonly kind: TitleKind;
  readonly slug: string;
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

// SPEC §4: the Series Page waits one second before it loads.
export const titleRequested = createAsyncThunk(
  "titles/requested",
  async ({ kind, slug }: TitleRequest) => {
    if (kind === "tvseries") await wait(SERIES_LOAD_DELAY_MS);
    const details = await fetchTitle(kind, slug);
    if (details === null) throw new Error(`${kind} ${slug} unavailable`);
    return details;
  },
  {
    condition: ({ kind, slug }, { getState }) => {
      const entry = (getState() as { titles: TitlesState }).titles.entries[titleKey(kind, slug)];
      return entry === undefined || entry.status === "failed";
    },
  },
);

export const titlesSlice = createSlice({
  name: "titles",
  initialState: (): TitlesState => ({ entries: {} }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(titleRequested.pending, (state, action) => ({
        entries: { ...state.entries, [titleKey(action.meta.arg.kind, action.meta.arg.slug)]: { status: "loading" } },
      }))
      .addCase(titleRequested.fulfilled, (state, action) => ({
        entries: { ...state.entries, [titleKey(action.meta.arg.kind, action.meta.arg.slug)]: { status: "loaded", details: action.payload } },
      }))
      .addCase(titleRequested.rejected, (state, action) => ({
        entries: { ...state.entries, [titleKey(action.meta.arg.kind, action.meta.arg.slug)]: { status: "failed" } },
      }));
  },
});
