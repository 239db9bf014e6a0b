import { specificDayWindow } from "./broadcast-day.ts";
import { STREAMING_SERVICE, premiereSystemId, validChannelIds } from "./channel-source.ts";
import { distinctFilmCount, everyShowing, groupShowings, sortFilmRows, type ListingRow } from "./film-rows.ts";
import { makeEveningTest } from "./evening.ts";
import { isSeriesFilm, type Film } from "./film.ts";
import { ALL, filtersInForce, type Filters } from "./filters.ts";
import { filmMatchesKeyword, normaliseKeyword } from "./keyword.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { isAudioDescribed, isFirstTimeOnFreeTv, isLastChanceShowing, isSigned, isSubtitled, type Show } from "./show.ts";
import { HIDE_STARTED_AFTER_MS } from "./show-status.ts";
import { sortShows } from "./sort-shows.ts";
import type { FlagSets } from "./user-flags.ts";

export interface ListingInput {
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: ListingLookup;
  readonly filters: Filters;
  readonly flags?: FlagSets | undefined;
  readonly now: number;
  readonly zone: string;
  readonly customChannelIds?: Iterable<number> | null | undefined;
}

const NO_IDS: ReadonlySet<string> = new Set();

// The switches that keep only the showings with a flag of their own, whatever else the filters say.
const SHOWING_SWITCHES = [
  ["subtitled", isSubtitled],
  ["audio_described", isAudioDescribed],
  ["signed", isSigned],
  ["first_time_free", isFirstTimeOnFreeTv],
  ["last_chance", isLastChanceShowing],
] as const satisfies ReadonlyArray<readonly [keyof Filters, (show: Show) => boolean]>;

/** The filters that only order the listing or shape its rows: they never change which showings pass. */
export const ORDER_AND_ROW_FILTERS = ["order", "order_reversed", "every_showing"] as const satisfies ReadonlyArray<keyof Filters>;

const sameFilterValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

type ShowTest = (show: Show) => boolean;

/** The HD channels among `ids`: what the HD switch keeps of a source's channels. */
const hdChannelIds = (ids: Iterable<number>, lookup: ListingLookup): ReadonlySet<number> =>
  new Set([...ids].filter((id) => lookup.channels.get(id)?.hd === true));

const onAChannel = (show: Show): boolean => show.cs !== undefined && show.cs.length > 0;

/**
 * What a filter turned from letting everything through to keeping less asks of a showing besides what the earlier filters
 * asked (so only of showings those selected), in the words of makeListingPredicate: a day, evening and HD apply to showings
 * on a live channel, the film's filters to its film. Null for a change that does not only narrow. Both filters are in force
 * (domain/filters.ts filtersInForce): a streaming source has every live channel's switch off.
 */
const narrowingTest = (name: keyof Filters, before: Filters, input: Omit<ListingInput, "shows">): ShowTest | null => {
  const { filters: after, lookup } = input;
  const switchedOn = before[name] === false && after[name] === true;
  const showingSwitch = SHOWING_SWITCHES.find(([flag]) => flag === name);
  if (showingSwitch !== undefined) return switchedOn ? showingSwitch[1] : null;
  const streaming = after.system.kind === STREAMING_SERVICE;
  const film = (show: Show): Film | undefined => lookup.films.get(show.f);
  const hidden = (ids: ReadonlySet<string> | undefined): ShowTest | null => (switchedOn ? (show) => ids?.has(show.f) !== true : null);
  switch (name) {
    case "tonight": {
      if (!switchedOn) return null;
      const isEvening = makeEveningTest(input.now, input.zone);
      return (show) => !onAChannel(show) || isEvening(show.time);
    }
    case "specific_day": {
      if (before.specific_day !== null || after.specific_day === null) return null;
      const window = specificDayWindow(input.now, input.zone, after.specific_day);
      return (show) => streaming || !onAChannel(show) || (show.time >= window.start && show.time < window.end);
    }
    case "hd": {
      if (!switchedOn) return null;
      const hdIds = hdChannelIds(validChannelIds(after.system, lookup.channels.values(), input.customChannelIds), lookup);
      return (show) => !onAChannel(show) || (show.cs ?? []).some((id) => hdIds.has(id));
    }
    case "certificate":
      return before.certificate === ALL ? (show) => film(show)?.certificate === after.certificate : null;
    case "genre":
      return before.genre === ALL && after.genre !== ALL ? (show) => film(show)?.genres.includes(after.genre as number) === true : null;
    case "language":
      return before.language === ALL && after.language !== ALL ? (show) => film(show)?.languages.includes(after.language as number) === true : null;
    case "hide_watched":
      return hidden(input.flags?.watched);
    case "hide_not_interested":
      return hidden(input.flags?.notInterested);
    case "hide_alerts":
      return hidden(input.flags?.alerts);
    default:
      return null;
  }
};

/**
 * The showings `input` selects, made from those the filters `before` selected (from the same showings, lookups, flags and
 * clock), when the new filters only narrow the old ones: a switch turned on (a showing's flag, evening, HD, hiding a
 * list), a day chosen where the whole week was, or a certificate, genre or language chosen where any was. Each keeps a subset, so filtering the earlier
 * selection by what the changes ask alone gives the showings selecting afresh would, in a fraction of the time. Null when
 * a change widens or moves the selection (a switch turned off, another day or the whole week, another source, a keyword...).
 */
export const narrowSelection = (selected: ReadonlyArray<Show>, filtersBefore: Filters, inputAfter: Omit<ListingInput, "shows">): ReadonlyArray<Show> | null => {
  const before = filtersInForce(filtersBefore);
  const input = { ...inputAfter, filters: filtersInForce(inputAfter.filters) };
  const tests: Array<ShowTest> = [];
  for (const name of Object.keys(input.filters) as Array<keyof Filters>) {
    if ((ORDER_AND_ROW_FILTERS as ReadonlyArray<keyof Filters>).includes(name) || sameFilterValue(before[name], input.filters[name])) continue;
    const test = narrowingTest(name, before, input);
    if (test === null) return null;
    tests.push(test);
  }
  return selected.filter((show) => tests.every((test) => test(show)));
};

// Builds a predicate with every per-call constant (channel sets, day window, evening calendar) computed once.
export const makeListingPredicate = (input: Omit<ListingInput, "shows">): ((show: Show) => boolean) => {
  const { lookup, now, zone } = input;
  const filters = filtersInForce(input.filters);
  const source = filters.system;
  const streaming = source.kind === STREAMING_SERVICE;
  const valid = validChannelIds(source, lookup.channels.values(), input.customChannelIds);
  const liveIds = filters.hd ? hdChannelIds(valid, lookup) : valid;
  const window = filters.specific_day === null ? null : specificDayWindow(now, zone, filters.specific_day);
  const isEvening = filters.tonight ? makeEveningTest(now, zone) : null;
  const pastLimit = filters.includePast ? -Infinity : now - HIDE_STARTED_AFTER_MS;
  const yearFrom = filters.released_from > filters.min_year ? filters.released_from : null;
  const yearTo = filters.released_to < filters.max_year ? filters.released_to : null;
  const keyword = normaliseKeyword(filters.keyword);
  const keywordHits = new Map<string, boolean>();
  const watched = filters.hide_watched ? (input.flags?.watched ?? NO_IDS) : NO_IDS;
  const notInterested = filters.hide_not_interested ? (input.flags?.notInterested ?? NO_IDS) : NO_IDS;
  const alerts = filters.hide_alerts ? (input.flags?.alerts ?? NO_IDS) : NO_IDS;
  const { certificate, genre, language } = filters;
  const showFlags = SHOWING_SWITCHES.filter(([name]) => filters[name]).map(([, test]) => test);

  const matchesKeyword = (film: Film): boolean => {
    let hit = keywordHits.get(film.imdb);
    if (hit === undefined) {
      hit = filmMatchesKeyword(film, keyword);
      keywordHits.set(film.imdb, hit);
    }
    return hit;
  };

  const passesSource = (show: Show): boolean => {
    const cs = show.cs;
    if (streaming) return show.s === source.id;
    if (cs === undefined || cs.length === 0) return filters.ondemand && show.s !== undefined && show.s !== null;
    if (!cs.some((id) => liveIds.has(id))) return false;
    const time = show.time;
    if (time < pastLimit) return false;
    if (window !== null && (time < window.start || time >= window.end)) return false;
    return isEvening === null || isEvening(time);
  };

  return (show) => {
    if (watched.has(show.f) || notInterested.has(show.f) || alerts.has(show.f)) return false;
    const film = lookup.films.get(show.f);
    if (film === undefined || !passesSource(show)) return false;
    for (const test of showFlags) if (!test(show)) return false;
    if (!filters.include_tvseries && ((show.series !== undefined && show.series !== null) || isSeriesFilm(film))) return false;
    if (certificate !== ALL && film.certificate !== certificate) return false;
    if (genre !== ALL && !film.genres.includes(genre)) return false;
    if (language !== ALL && !film.languages.includes(language)) return false;
    if (yearFrom !== null && (film.year === null || film.year < yearFrom)) return false;
    if (yearTo !== null && (film.year === null || film.year > yearTo)) return false;
    return keyword === "" || matchesKeyword(film);
  };
};

export const selectListing = (input: ListingInput): ReadonlyArray<Show> => input.shows.filter(makeListingPredicate(input));

export const buildListing = (input: ListingInput): ReadonlyArray<Show> =>
  sortShows(selectListing(input), input.filters.order, input.filters.order_reversed, input.lookup);

export interface HiddenCounts {
  readonly watched: number;
  readonly notInterested: number;
  readonly alerts: number;
}

const NO_HIDING = { hide_watched: false, hide_not_interested: false, hide_alerts: false } as const;

// How many films of the current listing each hide switch takes out, or would take out if it were on: the listed films in its
// list that no other switch that is on already hides. A film shown several times counts once.
export const hiddenCounts = (input: ListingInput): HiddenCounts => {
  const flags = input.flags;
  if (flags === undefined || flags.watched.size + flags.notInterested.size + flags.alerts.size === 0) return { watched: 0, notInterested: 0, alerts: 0 };
  const { filters } = input;
  const watched = new Set<string>();
  const notInterested = new Set<string>();
  const alerts = new Set<string>();
  for (const show of selectListing({ ...input, filters: { ...filters, ...NO_HIDING } })) {
    const film = show.f;
    const isWatched = flags.watched.has(film);
    const isNotInterested = flags.notInterested.has(film);
    const isAlert = flags.alerts.has(film);
    if (isWatched && !(filters.hide_not_interested && isNotInterested) && !(filters.hide_alerts && isAlert)) watched.add(film);
    if (isNotInterested && !(filters.hide_watched && isWatched) && !(filters.hide_alerts && isAlert)) notInterested.add(film);
    if (isAlert && !(filters.hide_watched && isWatched) && !(filters.hide_not_interested && isNotInterested)) alerts.add(film);
  }
  return { watched: watched.size, notInterested: notInterested.size, alerts: alerts.size };
};

/** The listing the filters make and, for its hide switches, how many films each takes out. */
export const buildListingWithCounts = (input: ListingInput): { readonly listing: ReadonlyArray<Show>; readonly hidden: HiddenCounts } => ({
  listing: buildListing(input),
  hidden: hiddenCounts(input),
});

export interface FilmListing {
  /** One row per film (one per showing when the visitor asks for every showing), in the chosen order. */
  readonly rows: ReadonlyArray<ListingRow>;
  /** The distinct films of the rows. */
  readonly films: number;
}

/** The selected showings as rows, in the order the films first appear: one per film, or one per showing on request. */
export const filmRows = (input: Omit<ListingInput, "shows">, selected: ReadonlyArray<Show>): ReadonlyArray<ListingRow> => {
  const { filters, lookup, now } = input;
  return filters.every_showing
    ? everyShowing(selected)
    : groupShowings(selected, { premiereSystemId: premiereSystemId(filters.system), channels: lookup.channels, now });
};

/** The rows in the chosen order, and how many films they show. */
export const sortedFilmListing = (rows: ReadonlyArray<ListingRow>, filters: Filters, lookup: ListingLookup): FilmListing => {
  const sorted = sortFilmRows(rows, filters.order, filters.order_reversed, lookup);
  // counted on the rows as given: a new order of the same rows finds their count made
  return { rows: sorted, films: filters.every_showing ? distinctFilmCount(rows) : rows.length };
};

// Filters pick showings first, so a film's row shows its best showing among those that pass (e.g. the evening one).
export const buildFilmListing = (input: ListingInput, selected: ReadonlyArray<Show> = selectListing(input)): FilmListing =>
  sortedFilmListing(filmRows(input, selected), input.filters, input.lookup);

/** The Main Page listing and its hide counts; `perShowing` (the timeline) keeps one row per showing whatever the setting. */
export const buildFilmListingWithCounts = (input: ListingInput, perShowing = false): FilmListing & { readonly hidden: HiddenCounts } => ({
  ...buildFilmListing({ ...input, filters: rowFilters(input.filters, perShowing) }),
  hidden: hiddenCounts(input),
});

/** The filters a view's rows are built with: the timeline (`perShowing`) keeps one row per showing whatever the setting. */
export const rowFilters = (filters: Filters, perShowing: boolean): Filters =>
  perShowing && !filters.every_showing ? { ...filters, every_showing: true } : filters;
