import { readStored } from "../../app/browser-storage.ts";
import { FILMS_PANEL_KEY, FILTERS_KEY, SHOWS_PER_PAGE_KEY, VIEW_KEY, settingsFromStorage, type SettingsState } from "./settings-slice.ts";

export const loadStoredSettings = (): SettingsState =>
  settingsFromStorage({
    filters: readStored(FILTERS_KEY),
    view: readStored(VIEW_KEY),
    showsPerPage: readStored(SHOWS_PER_PAGE_KEY),
    filmsPanel: readStored(FILMS_PANEL_KEY),
  });
