import { writeStored } from "../../app/browser-storage.ts";
import type { User } from "../../../domain/user.ts";
import { LISTING_CHOICES_COOKIE } from "../../../adapters/http/contract/server-rendering.ts";
import { FILMS_PANEL_KEY, FILTERS_KEY, SHOWS_PER_PAGE_KEY, VIEW_KEY, settingsFromStorage, type SettingsState } from "./settings-slice.ts";

interface SettingsRoot {
  readonly settings: SettingsState;
  readonly user: { readonly user: User };
}

const defaultSettings = settingsFromStorage({ filters: undefined, view: undefined, showsPerPage: undefined, filmsPanel: undefined });

/** Tells the server, by a cookie, whether the listing choices differ from the defaults it renders listing rows for. */
export const rememberListingChoices = (settings: SettingsState): void => {
  const custom = settings.view !== defaultSettings.view || JSON.stringify(settings.filters) !== JSON.stringify(defaultSettings.filters);
  const age = custom ? 400 * 24 * 3600 : 0;
  document.cookie = `${LISTING_CHOICES_COOKIE}=${custom ? "1" : ""}; path=/; max-age=${age}; samesite=lax`;
};

// SPEC §4: visitors keep their filters in local storage; the page size and the films panel are always local.
export const persistSettings = (state: SettingsRoot): void => {
  const { settings } = state;
  rememberListingChoices(settings);
  writeStored(SHOWS_PER_PAGE_KEY, settings.gridPageSize);
  writeStored(FILMS_PANEL_KEY, settings.filmsPanel);
  if (state.user.user.logged_in) return;
  writeStored(FILTERS_KEY, settings.filters);
  writeStored(VIEW_KEY, settings.view);
};
