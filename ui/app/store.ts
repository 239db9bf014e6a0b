import { configureStore, createListenerMiddleware, isAnyOf, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { api } from "./contract-api.ts";
import { adsSlice } from "../features/ads/ads-slice.ts";
import { basicDataSlice } from "../features/basic-data/basic-data-slice.ts";
import { titlesSlice } from "../features/film/titles-slice.ts";
import { listingsSlice } from "../features/listings/listings-slice.ts";
import { modalsSlice } from "../features/modals/modals-slice.ts";
import { otherAppsSlice } from "../features/other-apps/other-apps-slice.ts";
import { serverTimeSlice } from "../features/server-time/server-time-slice.ts";
import { persistSettings } from "../features/settings/persist-settings.ts";
import { loadStoredSettings } from "../features/settings/stored-settings.ts";
import { SETTING_CHOICES, settingsSlice } from "../features/settings/settings-slice.ts";
import { toastsSlice } from "../features/toasts/toasts-slice.ts";
import { userSlice } from "../features/user/user-slice.ts";

const reducer = {
  serverTime: serverTimeSlice.reducer,
  basicData: basicDataSlice.reducer,
  listings: listingsSlice.reducer,
  settings: settingsSlice.reducer,
  user: userSlice.reducer,
  toasts: toastsSlice.reducer,
  modals: modalsSlice.reducer,
  otherApps: otherAppsSlice.reducer,
  titles: titlesSlice.reducer,
  ads: adsSlice.reducer,
  [api.reducerPath]: api.reducer,
};

export type RootState = { readonly [K in keyof typeof reducer]: ReturnType<(typeof reducer)[K]> };

// Quick successive changes (a year slider being dragged) are saved once they stop.
export const SERVER_SAVE_DELAY_MS = 400;

// Listings hold thousands of plain JSON records: the development-only deep checks would dominate every dispatch.
const bigPaths = ["listings", "basicData", "titles", api.reducerPath];

export const makeStore = (preloadedState?: Partial<RootState>) => {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { settings: loadStoredSettings(), ...preloadedState } as RootState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredPaths: bigPaths, ignoredActionPaths: ["payload", "meta.arg"] },
        immutableCheck: { ignoredPaths: bigPaths },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
  listeners.startListening({
    predicate: (_action, current, previous) => (current as RootState).settings !== (previous as RootState).settings,
    effect: (_action, api) => persistSettings(api.getState() as RootState),
  });
  listeners.startListening({
    matcher: isAnyOf(...SETTING_CHOICES),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(SERVER_SAVE_DELAY_MS);
      const state = api.getState() as RootState;
      if (!state.user.user.logged_in || state.settings.onServer === null) return;
      const { saveSettingsOnServer } = await import("../features/server-settings/save-settings-on-server.ts");
      await (api.dispatch as ThunkDispatch<RootState, unknown, UnknownAction>)(saveSettingsOnServer());
    },
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
