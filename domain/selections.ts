import { premiereSystemId } from "./channel-source.ts";
import { tonightWindow } from "./evening.ts";
import type { Film } from "./film.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { makeListingPredicate, type ListingInput } from "./select-listing.ts";
import { isPremiereOn, type Show } from "./show.ts";
import { sortShows } from "./sort-shows.ts";

export const SELECTION_PAGE_SIZE = 30;
export const FAMILY_CERTIFICATES: ReadonlyArray<string> = ["U", "12A"];

const XMAS_PATTERN = /christmas|xmas/i;

export const SELECTIONS = ["tonight", "family", "premiere", "xmas"] as const;
export type Selection = (typeof SELECTIONS)[number];

export const isFamilyFilm = (film: Film, lookup: Pick<ListingLookup, "certificates">): boolean => {
  if (film.certificate === null) return false;
  const name = lookup.certificates.get(film.certificate)?.name;
  return name !== undefined && FAMILY_CERTIFICATES.includes(name);
};

export const isXmasFilm = (film: Pick<Film, "title" | "synopsis_short">): boolean =>
  XMAS_PATTERN.test(film.title) || (film.synopsis_short != null && XMAS_PATTERN.test(film.synopsis_short));

export const onePerFilm = (shows: ReadonlyArray<Show>): ReadonlyArray<Show> => {
  const seen = new Set<string>();
  return shows.filter((show) => {
    if (seen.has(show.f)) return false;
    seen.add(show.f);
    return true;
  });
};

const selectionPredicate = (selection: Selection, input: Omit<ListingInput, "shows">): ((show: Show, film: Film) => boolean) => {
  switch (selection) {
    case "tonight": {
      const window = tonightWindow(input.now, input.zone);
      return (show) => show.time >= window.start && show.time < window.end;
    }
    case "family":
      return (_, film) => isFamilyFilm(film, input.lookup);
    case "premiere": {
      const systemId = premiereSystemId(input.filters.system);
      return (show) => isPremiereOn(show, systemId);
    }
    case "xmas":
      return (_, film) => isXmasFilm(film);
  }
};

// Keeps each film's earliest matching show, then orders the films by the chosen sort.
export const selectSelection = (selection: Selection, input: ListingInput): ReadonlyArray<Show> => {
  const listed = makeListingPredicate(input);
  const chosen = selectionPredicate(selection, input);
  const matching = input.shows.filter((show) => {
    const film = input.lookup.films.get(show.f);
    return film !== undefined && listed(show) && chosen(show, film);
  });
  const earliest = onePerFilm(sortShows(matching, "show time", false, input.lookup));
  return sortShows(earliest, input.filters.order, input.filters.order_reversed, input.lookup);
};

export const selectionPage = (shows: ReadonlyArray<Show>, complete: boolean): ReadonlyArray<Show> => (complete ? shows : shows.slice(0, SELECTION_PAGE_SIZE));

export const loadCompleteListLabel = (count: number): string => `Load complete list (${count} films)`;

export const SELECTION_TITLES: Readonly<Record<Selection, (system: string) => string>> = {
  tonight: (system) => `Films on ${system} Tonight and this Week`,
  family: (system) => `Family Films on ${system} this Week`,
  premiere: (system) => `Film Premieres on ${system} this Week`,
  xmas: (system) => `Xmas Films on ${system} this Week`,
};

export const selectionTitle = (selection: Selection, system: string): string => SELECTION_TITLES[selection](system);
