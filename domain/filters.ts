import { Schema } from "effect";
import { DAYS_AHEAD } from "./broadcast-day.ts";
import { ChannelSource, FREEVIEW, isStreamingSource, migrateStoredSystem } from "./channel-source.ts";
import { SortOrder } from "./sort-order.ts";
import { Text } from "./text.ts";

export const ALL = "All";

export const AllOrId = Schema.Union([Schema.Literal(ALL), Schema.Int]);
export type AllOrId = typeof AllOrId.Type;

export const SpecificDay = Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: DAYS_AHEAD })));

export const Filters = Schema.Struct({
  system: ChannelSource,
  order: SortOrder,
  order_reversed: Schema.Boolean,
  keyword: Text(1000),
  hd: Schema.Boolean,
  includePast: Schema.Boolean,
  specific_day: SpecificDay,
  tonight: Schema.Boolean,
  include_tvseries: Schema.Boolean,
  ondemand: Schema.Boolean,
  certificate: AllOrId,
  genre: AllOrId,
  language: AllOrId,
  released_from: Schema.Int,
  released_to: Schema.Int,
  min_year: Schema.Int,
  max_year: Schema.Int,
  hide_watched: Schema.Boolean,
  hide_not_interested: Schema.Boolean,
  hide_alerts: Schema.Boolean,
  every_showing: Schema.Boolean,
  subtitled: Schema.Boolean,
  audio_described: Schema.Boolean,
  signed: Schema.Boolean,
  first_time_free: Schema.Boolean,
  last_chance: Schema.Boolean,
});
export type Filters = typeof Filters.Type;

export const DEFAULT_MIN_YEAR = 1915;
export const DEFAULT_MAX_YEAR = 2024;

export const DEFAULT_FILTERS: Filters = {
  system: FREEVIEW,
  order: "show time",
  order_reversed: false,
  keyword: "",
  hd: false,
  includePast: false,
  specific_day: null,
  tonight: false,
  include_tvseries: false,
  ondemand: false,
  certificate: ALL,
  genre: ALL,
  language: ALL,
  released_from: DEFAULT_MIN_YEAR,
  released_to: DEFAULT_MAX_YEAR,
  min_year: DEFAULT_MIN_YEAR,
  max_year: DEFAULT_MAX_YEAR,
  hide_watched: false,
  hide_not_interested: false,
  hide_alerts: false,
  every_showing: false,
  subtitled: false,
  audio_described: false,
  signed: false,
  first_time_free: false,
  last_chance: false,
};

/**
 * The Sort/Filter panel's switches about showings on live channels: earlier showings, the evening, HD, TV series and each
 * showing's own flags (subtitles, audio description, signing, first time on free TV, last chance). A streaming service's
 * listing has none of those showings, so that source offers none of these switches, and each counts as off there, whatever
 * the visitor left it at on another source (where it is kept for their return).
 */
export const LIVE_CHANNEL_SWITCHES = [
  "includePast",
  "tonight",
  "hd",
  "include_tvseries",
  "subtitled",
  "audio_described",
  "signed",
  "first_time_free",
  "last_chance",
] as const satisfies ReadonlyArray<keyof Filters>;

const LIVE_CHANNEL_SWITCHES_OFF = Object.fromEntries(LIVE_CHANNEL_SWITCHES.map((name) => [name, false])) as {
  readonly [name in (typeof LIVE_CHANNEL_SWITCHES)[number]]: false;
};

/** Whether the Sort/Filter panel offers the switch `name` on the channel source `source`. */
export const offersSwitch = (source: ChannelSource, name: keyof Filters): boolean =>
  !isStreamingSource(source) || !(LIVE_CHANNEL_SWITCHES as ReadonlyArray<keyof Filters>).includes(name);

/** The filters as they select their source's listing: every switch the source does not offer counts as off. */
export const filtersInForce = (filters: Filters): Filters => (isStreamingSource(filters.system) ? { ...filters, ...LIVE_CHANNEL_SWITCHES_OFF } : filters);

export const EXPLORER_DEFAULT_FILTERS: Filters = {
  ...DEFAULT_FILTERS,
  hide_watched: true,
  hide_not_interested: true,
};

// Stored filters may be partial, outdated or hand-edited: every field that does not decode keeps its default.
export const decodeStoredFilters = (stored: unknown, defaults: Filters = DEFAULT_FILTERS): Filters => {
  if (typeof stored !== "object" || stored === null) return defaults;
  const record = stored as Record<string, unknown>;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, schema] of Object.entries(Filters.fields)) {
    if (key === "system") continue;
    const value = record[key];
    if (value !== undefined && Schema.is(schema as Schema.Top)(value)) result[key] = value;
  }
  result["system"] = "system" in record ? migrateStoredSystem(record["system"]) : defaults.system;
  return result as Filters;
};

export interface YearBounds {
  readonly min: number;
  readonly max: number;
}

export interface YearRange extends YearBounds {
  readonly from: number;
  readonly to: number;
}

/** The oldest and newest release years among the films; the filter's own bounds when none has a year. */
export const releaseYearBounds = (films: Iterable<{ readonly year: number | null }>, filters: Pick<Filters, "min_year" | "max_year">): YearBounds => {
  let min = Infinity;
  let max = -Infinity;
  for (const film of films) {
    if (film.year === null) continue;
    if (film.year < min) min = film.year;
    if (film.year > max) max = film.year;
  }
  return min > max ? { min: filters.min_year, max: filters.max_year } : { min, max };
};

// A released_from at min_year or a released_to at max_year means "no limit", so it shows at the data's bound.
export const yearRangeOf = (filters: Filters, bounds: YearBounds): YearRange => {
  const clamp = (year: number) => Math.min(Math.max(year, bounds.min), bounds.max);
  return {
    ...bounds,
    from: filters.released_from <= filters.min_year ? bounds.min : clamp(filters.released_from),
    to: filters.released_to >= filters.max_year ? bounds.max : clamp(filters.released_to),
  };
};

export const yearRangeChosen = (from: number, to: number, bounds: YearBounds): Partial<Filters> => ({
  released_from: from,
  released_to: to,
  min_year: bounds.min,
  max_year: bounds.max,
});
