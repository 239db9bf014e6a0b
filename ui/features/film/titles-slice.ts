import { createAsyncThunk, createSlice } from "@reduxjs/toolkit";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import { api, ONCE } from "../../app/contract-api.ts";

export type TitleKind = "film" | "tvseries";

export interface TitleDetails {
  readonly title: Film;
  readonly channels: ReadonlyArray<Channel>;
}

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
  async ({ kind, slug }: TitleRequest, { dispatch }): Promise<TitleDetails> => {
    if (kind === "film") {
      const { data } = await dispatch(api.endpoints.filmPage.initiate({ params: { slug } }, ONCE));
      if (data !== undefined) return { title: data.film, channels: data.channels };
    } else {
      await wait(SERIES_LOAD_DELAY_MS);
      const { data } = await dispatch(api.endpoints.seriesPage.initiate({ params: { slug } }, ONCE));
      if (data !== undefined) return { title: data.tvseries, channels: data.channels };
    }
    throw new Error(`${kind} ${slug} unavailable`);
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
