import type { Film } from "./film.ts";
import type { Genre, Language } from "./lookups.ts";
import type { Show } from "./show.ts";

export const TABLE_TITLE_MAX = 30;
export const GRID_TITLE_MAX = 27;
export const SERIES_PREFIX = "TV Series";
export const ELLIPSIS = "…";
export const MAX_LISTED_GENRES = 3;
export const ADS_LENGTH_NOTE_MINUTES = 15;

export const shortenTitle = (title: string, max: number): string =>
  title.length <= max ? title : `${title.slice(0, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;

export const listingTitle = (title: string, view: "table" | "grid", isSeries: boolean): string => {
  const short = shortenTitle(title, view === "table" ? TABLE_TITLE_MAX : GRID_TITLE_MAX);
  return isSeries ? `${SERIES_PREFIX} ${short}` : short;
};

export const titleWithYears = (film: Pick<Film, "title" | "year" | "year_end">): string => {
  if (film.year === null) return film.title;
  if (film.year_end === undefined || film.year_end === film.year) return `${film.title} (${film.year})`;
  return `${film.title} (${film.year}-${film.year_end ?? ""})`;
};

export const formatLength = (minutes: number): string => `${Math.floor(minutes / 60)}h ${minutes % 60}m`;

export interface LengthLabels {
  readonly film: string | null;
  readonly withAds: string | null;
}

export const lengthLabels = (filmLength: number | null, adInclusiveLength: number | null | undefined): LengthLabels => {
  const film = filmLength === null ? null : formatLength(filmLength);
  const showAds = filmLength !== null && adInclusiveLength != null && adInclusiveLength - filmLength > ADS_LENGTH_NOTE_MINUTES;
  return { film, withAds: showAds ? formatLength(adInclusiveLength) : null };
};

export const filmCount = (count: number): string => `${count} ${count === 1 ? "film" : "films"}`;

export const moreShowingsLabel = (count: number): string => `+${count} more ${count === 1 ? "showing" : "showings"}`;

/** The access services and schedule notes a showing carries, as the listing names them. */
export const SHOWING_NOTES = {
  sub: { short: "S", label: "Subtitled" },
  ad: { short: "AD", label: "Audio described" },
  sl: { short: "SL", label: "Signed" },
  ft: { short: "First time on free TV", label: "First time on free TV" },
  lc: { short: "Last chance", label: "Last chance" },
} as const;
export type ShowingNote = keyof typeof SHOWING_NOTES;

export const showingNotes = (show: { readonly [K in ShowingNote]?: boolean | undefined }): ReadonlyArray<ShowingNote> =>
  (Object.keys(SHOWING_NOTES) as Array<ShowingNote>).filter((note) => show[note] === true);

export const listedGenres = (genreIds: ReadonlyArray<number>, genres: ReadonlyMap<number, Genre>): ReadonlyArray<string> =>
  genreIds
    .flatMap((id) => {
      const genre = genres.get(id);
      return genre === undefined ? [] : [genre.name];
    })
    .slice(0, MAX_LISTED_GENRES);

// The language note is hidden when English is the film's only language.
export const languageNote = (languageIds: ReadonlyArray<number>, languages: ReadonlyMap<number, Language>): ReadonlyArray<string> | null => {
  const names = languageIds.flatMap((id) => {
    const language = languages.get(id);
    return language === undefined ? [] : [language.name];
  });
  return names.length === 0 || (names.length === 1 && names[0] === "English") ? null : names;
};

export const NEXT_ON_TV = "Next on TV";
export const SHOWING_NOW = "Showing now!";
export const SHOWN_TODAY = "Shown today:";

export interface NextOnTvBox {
  readonly label: typeof NEXT_ON_TV | typeof SHOWING_NOW | typeof SHOWN_TODAY;
  readonly show: Show;
}

// The next showing on the visitor's channel source when there is one (`preferred`), else the next anywhere.
export const nextOnTvBox = (
  shows: ReadonlyArray<Show>,
  filmLength: number | null,
  now: number,
  preferred: (show: Show) => boolean = () => true,
): NextOnTvBox | null => {
  let next: Show | null = null;
  let nextPreferred: Show | null = null;
  let latest: Show | null = null;
  for (const show of shows) {
    if (show.time >= now) {
      if (next === null || show.time < next.time) next = show;
      if (preferred(show) && (nextPreferred === null || show.time < nextPreferred.time)) nextPreferred = show;
    } else if (latest === null || show.time > latest.time) latest = show;
  }
  next = nextPreferred ?? next;
  if (next !== null) return { label: NEXT_ON_TV, show: next };
  if (latest === null) return null;
  const minutes = latest.art ?? filmLength ?? 0;
  return { label: now < latest.time + minutes * 60_000 ? SHOWING_NOW : SHOWN_TODAY, show: latest };
};

export const GRID_PAGE_SIZES = [12, 24, 48, 192] as const;
export type GridPageSize = (typeof GRID_PAGE_SIZES)[number];
export const DEFAULT_GRID_PAGE_SIZE: GridPageSize = 192;

export const gridPageSize = (stored: unknown): GridPageSize => {
  const value = typeof stored === "string" ? Number(stored) : stored;
  return GRID_PAGE_SIZES.find((size) => size === value) ?? DEFAULT_GRID_PAGE_SIZE;
};

export const gridPage = <A>(items: ReadonlyArray<A>, page: number, size: GridPageSize): ReadonlyArray<A> => items.slice(page * size, (page + 1) * size);

export const gridPageCount = (itemCount: number, size: GridPageSize): number => Math.max(1, Math.ceil(itemCount / size));

export const AD_ROW_EVERY = 5;
export const AD_ROW_REMAINDER = 1;

export const isAdAfterRow = (index: number): boolean => index % AD_ROW_EVERY === AD_ROW_REMAINDER;

export const TABLE_ITEM_MIN_SIZE = 230;

export const CAROUSEL_BREAKPOINTS: ReadonlyArray<{ readonly minWidth: number; readonly items: number }> = [
  { minWidth: 1400, items: 7 },
  { minWidth: 900, items: 5 },
  { minWidth: 600, items: 3 },
];
export const CAROUSEL_TRANSITION_MS = 300;

export const carouselItems = (width: number): number => CAROUSEL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth)?.items ?? 3;

export const NO_MATCH = "No match (adjust filters)";
export const NO_FILMS_TO_DISPLAY = "No films to display";
export const SEARCH_ALL_FILMS = "Search all films";

export const emptyListingText = (keyword: string): string => (keyword.trim() === "" ? NO_MATCH : NO_FILMS_TO_DISPLAY);

/** SPEC's "YouTube trailer for {title} ({year}) currently missing"; a title whose year is unknown is named without the brackets. */
export const missingTrailerText = (title: string, year: number | null): string => `YouTube trailer for ${titleWithYears({ title, year })} currently missing`;

export const WATCHED_BEFORE_RECORDS = "before Feb 2019";
