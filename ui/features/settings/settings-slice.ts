import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { SpecificDay } from "../../../domain/broadcast-day.ts";
import type { ChannelSource } from "../../../domain/channel-source.ts";
import { changeChannelSource, changeSpecificDay, changeView } from "../../../domain/filter-transitions.ts";
import { DEFAULT_FILTERS, decodeStoredFilters, type Filters } from "../../../domain/filters.ts";
import { gridPageSize, type GridPageSize } from "../../../domain/presentation.ts";
import type { SortOrder } from "../../../domain/sort-order.ts";
import { View, type View as ViewType } from "../../../domain/view.ts";
import { Schema } from "effect";

export const FILTERS_KEY = "filters";
export const VIEW_KEY = "view";
export const SHOWS_PER_PAGE_KEY = "showsPerPage";
export const FILMS_PANEL_KEY = "filmsPanel";

export interface FilmsPanelSettings {
  readonly order: SortOrder;
  readonly order_reversed: boolean;
  readonly hide_watched: boolean;
  readonly hide_not_interested: boolean;
  readonly hide_alerts: boolean;
}

/** The filters and view as the server last stored them for the logged-in user. */
export interface ServerSettings {
  readonly filters: Filters;
  readonly view: ViewType;
}

export interface SettingsState {
  readonly filters: Filters;
  readonly view: ViewType;
  readonly gridPageSize: GridPageSize;
  readonly gridPage: number;
  readonly filmsPanel: FilmsPanelSettings;
  readonly onServer: ServerSettings | null;
}

type FilterPatch = Partial<Omit<Filters, "system" | "specific_day" | "includePast">>;

const DEFAULT_FILMS_PANEL: FilmsPanelSettings = {
  order: "average rating",
  order_reversed: false,
  hide_watched: false,
  hide_not_interested: false,
  hide_alerts: false,
};

const decodeFilmsPanel = (stored: unknown): FilmsPanelSettings => {
  const filters = decodeStoredFilters(stored, { ...DEFAULT_FILTERS, ...DEFAULT_FILMS_PANEL });
  return {
    order: filters.order,
    order_reversed: filters.order_reversed,
    hide_watched: filters.hide_watched,
    hide_not_interested: filters.hide_not_interested,
    hide_alerts: filters.hide_alerts,
  };
};

export interface StoredSettings {
  readonly filters: unknown;
  readonly view: unknown;
  readonly showsPerPage: unknown;
  readonly filmsPanel: unknown;
}

export const settingsFromStorage = (stored: StoredSettings): SettingsState => {
  const view = Schema.is(View)(stored.view) ? stored.view : "table";
  const filters = decodeStoredFilters(stored.filters);
  const settled = changeView({ filters, view }, view);
  return {
    filters: settled.filters,
    view: settled.view,
    gridPageSize: gridPageSize(stored.showsPerPage),
    gridPage: 0,
    filmsPanel: decodeFilmsPanel(stored.filmsPanel),
    onServer: null,
  };
};

export const settingsSlice = createSlice({
  name: "settings",
  initialState: settingsFromStorage({ filters: undefined, view: undefined, showsPerPage: undefined, filmsPanel: undefined }),
  reducers: {
    filtersChanged: (state, action: PayloadAction<FilterPatch>) => ({ ...state, filters: { ...state.filters, ...action.payload }, gridPage: 0 }),
    includeEarlierChanged: (state, action: PayloadAction<boolean>) => ({ ...state, filters: { ...state.filters, includePast: action.payload }, gridPage: 0 }),
    channelSourceChosen: (state, action: PayloadAction<ChannelSource>) => ({
      ...state,
      ...changeChannelSource({ filters: state.filters, view: state.view }, action.payload),
      gridPage: 0,
    }),
    specificDayChosen: (state, action: PayloadAction<SpecificDay>) => ({
      ...state,
      filters: changeSpecificDay(state.filters, action.payload),
      gridPage: 0,
    }),
    viewChosen: (state, action: PayloadAction<ViewType>) => ({
      ...state,
      ...changeView({ filters: state.filters, view: state.view }, action.payload),
    }),
    gridPageSizeChosen: (state, action: PayloadAction<number>) => ({ ...state, gridPageSize: gridPageSize(action.payload), gridPage: 0 }),
    gridPageChosen: (state, action: PayloadAction<number>) => ({ ...state, gridPage: Math.max(0, action.payload) }),
    filmsPanelChanged: (state, action: PayloadAction<Partial<FilmsPanelSettings>>) => ({
      ...state,
      filmsPanel: { ...state.filmsPanel, ...action.payload },
    }),
    serverSettingsReceived: (state, action: PayloadAction<{ readonly filters: Filters | null; readonly view: ViewType }>) => {
      const settled = changeView({ filters: action.payload.filters ?? state.filters, view: state.view }, action.payload.view);
      return { ...state, ...settled, gridPage: 0, onServer: { filters: action.payload.filters ?? DEFAULT_FILTERS, view: action.payload.view } };
    },
    settingsSavedOnServer: (state, action: PayloadAction<ServerSettings>) => ({ ...state, onServer: action.payload }),
    serverSettingsForgotten: (state) => ({ ...state, onServer: null }),
  },
});

export const {
  filtersChanged,
  includeEarlierChanged,
  channelSourceChosen,
  specificDayChosen,
  viewChosen,
  gridPageSizeChosen,
  gridPageChosen,
  filmsPanelChanged,
  serverSettingsReceived,
  settingsSavedOnServer,
  serverSettingsForgotten,
} = settingsSlice.actions;

/** The actions a visitor takes on the listing settings; a logged-in user's are saved on the server. */
export const SETTING_CHOICES = [filtersChanged, includeEarlierChanged, channelSourceChosen, specificDayChosen, viewChosen] as const;
