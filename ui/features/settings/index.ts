export { channelSourceGroups, namedChannelLists, sourceLabel } from "./channel-source-options.ts";
export { FilterPanel, SIGN_UP_TOOLTIP } from "./filter-panel.tsx";
export { rememberListingChoices } from "./persist-settings.ts";
export {
  channelSourceChosen,
  filmsPanelChanged,
  filtersChanged,
  gridPageChosen,
  gridPageSizeChosen,
  serverSettingsForgotten,
  serverSettingsReceived,
  settingsSavedOnServer,
  settingsSlice,
  viewChosen,
  type FilmsPanelSettings,
  type SettingsState,
} from "./settings-slice.ts";
