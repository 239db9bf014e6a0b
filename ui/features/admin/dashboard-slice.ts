import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { AdminFilm } from "../../../domain/admin/admin-film.ts";
import { DEFAULT_ADMIN_PAGE_SIZE, type AdminPageSize } from "../../../domain/admin/admin-page.ts";
import type { AdminReview } from "../../../domain/admin/admin-review.ts";
import type { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import type { Listed } from "./admin-client.ts";
import type { DashboardTabId } from "./dashboard-tabs.ts";

export interface DashboardState {
  readonly tab: DashboardTabId;
  readonly pageSize: AdminPageSize;
  readonly fullData: boolean;
  /** The keyword of the Update Film tab's last search. */
  readonly keyword: string;
  readonly random: boolean;
  /** Bumped to load the tab's first page again. */
  readonly reload: number;
  readonly status: "idle" | "loading" | "loaded" | "failed";
  readonly loadingMore: boolean;
  /** The last page came back short: there is nothing more to fetch. */
  readonly exhausted: boolean;
  readonly titles: ReadonlyArray<AdminFilm>;
  readonly reviews: ReadonlyArray<AdminReview>;
  readonly entries: ReadonlyArray<AuditEntry>;
}

export const initialDashboardState: DashboardState = {
  tab: "update",
  pageSize: DEFAULT_ADMIN_PAGE_SIZE,
  fullData: false,
  keyword: "",
  random: false,
  reload: 0,
  status: "idle",
  loadingMore: false,
  exhausted: false,
  titles: [],
  reviews: [],
  entries: [],
};

const lengthOf = (listed: Listed): number =>
  listed.kind === "titles" ? listed.titles.length : listed.kind === "reviews" ? listed.reviews.length : listed.entries.length;

// The dashboard's own state, kept by the lazily loaded chunk with useReducer: visitors never load it.
export const dashboardSlice = createSlice({
  name: "dashboard",
  initialState: initialDashboardState,
  reducers: {
    tabChosen: (state, action: PayloadAction<DashboardTabId>) => ({
      ...initialDashboardState,
      pageSize: state.pageSize,
      fullData: state.fullData,
      keyword: state.keyword,
      tab: action.payload,
    }),
    pageSizeChosen: (state, action: PayloadAction<AdminPageSize>) => ({ ...state, pageSize: action.payload, reload: state.reload + 1 }),
    fullDataToggled: (state, action: PayloadAction<boolean>) => ({ ...state, fullData: action.payload }),
    keywordSearched: (state, action: PayloadAction<string>) => ({ ...state, keyword: action.payload, random: false, reload: state.reload + 1 }),
    randomiseRequested: (state) => ({ ...state, random: true, reload: state.reload + 1 }),
    pageRequested: (state) => ({ ...state, status: "loading" as const, exhausted: false }),
    moreRequested: (state) => ({ ...state, loadingMore: true }),
    pageLoaded: (state, action: PayloadAction<{ readonly listed: Listed; readonly asked: number; readonly append: boolean }>) => {
      const { listed, asked, append } = action.payload;
      const next = { ...state, status: "loaded" as const, loadingMore: false, exhausted: lengthOf(listed) < asked };
      switch (listed.kind) {
        case "titles":
          return { ...next, titles: append ? [...state.titles, ...listed.titles.filter((t) => !state.titles.some((s) => s.id === t.id))] : listed.titles };
        case "reviews":
          return { ...next, reviews: append ? [...state.reviews, ...listed.reviews] : listed.reviews };
        case "audit":
          return { ...next, entries: append ? [...state.entries, ...listed.entries] : listed.entries };
      }
    },
    pageFailed: (state) => ({ ...state, status: "failed" as const, loadingMore: false }),
    titleChanged: (state, action: PayloadAction<AdminFilm>) => ({
      ...state,
      titles: state.titles.map((t) => (t.id === action.payload.id ? action.payload : t)),
    }),
    reviewChanged: (state, action: PayloadAction<AdminReview>) => ({
      ...state,
      reviews: state.reviews.map((r) => (r.id === action.payload.id ? action.payload : r)),
    }),
  },
});

export const {
  tabChosen,
  pageSizeChosen,
  fullDataToggled,
  keywordSearched,
  randomiseRequested,
  pageRequested,
  moreRequested,
  pageLoaded,
  pageFailed,
  titleChanged,
  reviewChanged,
} = dashboardSlice.actions;
