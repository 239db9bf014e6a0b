import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { sameSource } from "../../../domain/channel-source.ts";
import type { Filters } from "../../../domain/filters.ts";
import { api } from "../../app/contract-api.ts";
import { settingsSavedOnServer, type SettingsState } from "../settings/index.ts";

interface SettingsRoot {
  readonly settings: SettingsState;
}

// SPEC §4: a logged-in user's changes go to the server: the view alone, the channel source alone, or the whole filters.
export const saveSettingsOnServer = (): ThunkAction<Promise<void>, SettingsRoot, unknown, UnknownAction> => async (dispatch, getState) => {
  const { settings } = getState();
  const saved = settings.onServer;
  if (saved === null) return;
  const { filters, view } = settings;
  const requests: Array<Promise<unknown>> = [];
  if (view !== saved.view) requests.push(dispatch(api.endpoints.saveView.initiate({ body: { view } })));
  const otherFilterChanged = (Object.keys(filters) as Array<keyof Filters>).some((key) => key !== "system" && filters[key] !== saved.filters[key]);
  if (otherFilterChanged) requests.push(dispatch(api.endpoints.savePreference.initiate({ body: filters })));
  else if (!sameSource(filters.system, saved.filters.system)) requests.push(dispatch(api.endpoints.saveSystem.initiate({ body: { system: filters.system } })));
  dispatch(settingsSavedOnServer({ filters, view }));
  await Promise.all(requests);
};
