import { writeStored } from "../../app/browser-storage.ts";
import type { User } from "../../../domain/user.ts";
import { FILMS_PANEL_KEY, FILTERS_KEY, SHOWS_PER_PAGE_KEY, VIEW_KEY, type SettingsState } from "./settings-slice.ts";

interface SettingsRoot {
  readonly settings: SettingsState;
  readonly user: { readonly user: User };
}

// SPEC §4: visitors keep their filters in local storage; the page size and the films panel are always local.
export const persistSettings = (state: SettingsRoot): void => {
  const { settings } = state;
  writeStored(SHOWS_PER_PAGE_KEY, settings.gridPageSize);
  writeStored(FILMS_PANEL_KEY, settings.filmsPanel);
  if (state.user.user.logged_in) return;
  writeStored(FILTERS_KEY, settings.filters);
  writeStored(VIEW_KEY, settings.view);
};
