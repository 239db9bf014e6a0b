import type { SpecificDay } from "./broadcast-day.ts";
import { isStreamingSource, type ChannelSource } from "./channel-source.ts";
import type { Filters } from "./filters.ts";
import type { View } from "./view.ts";

export interface ListingSettings {
  readonly filters: Filters;
  readonly view: View;
}

export const changeView = (settings: ListingSettings, view: View): ListingSettings => {
  const allowed = view === "timeline" && isStreamingSource(settings.filters.system) ? "table" : view;
  return { view: allowed, filters: { ...settings.filters, includePast: allowed === "timeline" } };
};

export const changeChannelSource = (settings: ListingSettings, source: ChannelSource): ListingSettings => {
  if (!isStreamingSource(source)) return { ...settings, filters: { ...settings.filters, system: source } };
  const order = settings.filters.order === "show time" ? "average rating" : settings.filters.order;
  const filters: Filters = { ...settings.filters, system: source, order };
  return settings.view === "timeline" ? changeView({ filters, view: settings.view }, "table") : { filters, view: settings.view };
};

export const changeSpecificDay = (filters: Filters, day: SpecificDay): Filters =>
  day === null ? { ...filters, specific_day: null } : { ...filters, specific_day: day, includePast: false };
