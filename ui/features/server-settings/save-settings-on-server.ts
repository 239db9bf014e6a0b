import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { PersonalApi } from "../../../adapters/http/contract/personal-api.ts";
import { sameSource } from "../../../domain/channel-source.ts";
import { Filters } from "../../../domain/filters.ts";
import { postJson } from "../../app/api-client.ts";
import { successOf } from "../../app/endpoint-success.ts";
import { settingsSavedOnServer, type SettingsState } from "../settings/settings-slice.ts";

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
  if (view !== saved.view) requests.push(postJson("/api/save_view/", { view }, successOf(PersonalApi.endpoints.saveView)));
  const otherFilterChanged = (Object.keys(filters) as Array<keyof Filters>).some((key) => key !== "system" && filters[key] !== saved.filters[key]);
  if (otherFilterChanged) requests.push(postJson("/api/save_preference/", filters, Filters));
  else if (!sameSource(filters.system, saved.filters.system))
    requests.push(postJson("/api/save_system/", { system: filters.system }, successOf(PersonalApi.endpoints.saveSystem)));
  dispatch(settingsSavedOnServer({ filters, view }));
  await Promise.all(requests);
};
