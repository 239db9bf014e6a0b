import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import type { ListItem } from "../../../domain/list-item.ts";
import type { FlagKind } from "../../../domain/user-flags.ts";
import { formatCalendarDay } from "../../../domain/london-time.ts";

export type ListName = "watched" | "alerts" | "not_interested";

export interface ListDescription {
  readonly heading: string;
  readonly flag: FlagKind;
  readonly dateLabel: string;
}

export const FLAG_LISTS: Readonly<Record<ListName, ListDescription>> = {
  watched: { heading: "Watched Films", flag: "watched", dateLabel: "Watched on" },
  alerts: { heading: "Film Alerts", flag: "alert", dateLabel: "Alert set on" },
  not_interested: { heading: "Not Interested", flag: "not_interested", dateLabel: "Added on" },
};

// A TV series has its own page; everything else is a film.
export const listItemPath = (item: Pick<ListItem, "slug" | "kind">): string =>
  pathFor(item.kind === "series" ? "Series Page" : "Film Page", { slug: item.slug });

export const NO_DATE_LABEL = "before Feb 2019";

export type SortKey = "title" | "year" | "date";

export interface ListSort {
  readonly key: SortKey;
  readonly descending: boolean;
}

const compareNullable = (a: number | null, b: number | null): number => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a - b);

const compare =
  (key: SortKey) =>
  (a: ListItem, b: ListItem): number => {
    if (key === "title") return a.title.localeCompare(b.title, "en", { sensitivity: "base" }) || a.tconst.localeCompare(b.tconst);
    const byValue = key === "year" ? compareNullable(a.year, b.year) : compareNullable(a.time_stamp, b.time_stamp);
    return byValue || a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  };

// The films whose title holds the search text, in the chosen column's order.
export const shownItems = (items: ReadonlyArray<ListItem>, search: string, sort: ListSort): ReadonlyArray<ListItem> => {
  const wanted = search.trim().toLowerCase();
  const matching = wanted === "" ? [...items] : items.filter((item) => item.title.toLowerCase().includes(wanted));
  const ordered = matching.sort(compare(sort.key));
  return sort.descending ? ordered.reverse() : ordered;
};

// A list date is a calendar day stored as its UTC midnight.
export const listDate = (timeStamp: number | null): string => (timeStamp === null ? NO_DATE_LABEL : formatCalendarDay(timeStamp));

export const isoDay = (timeStamp: number | null): string => (timeStamp === null ? "" : new Date(timeStamp).toISOString().slice(0, 10));
