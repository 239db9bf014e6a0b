import { titleWithYears } from "../../domain/presentation.ts";
import { formatShowTimeAt } from "../../domain/london-time.ts";
import type { NewMessage } from "../personal/user-messages.ts";
import type { AlertedTitle } from "./film-alerts.ts";

/** "Title (year)", or the title alone when its year is unknown. */
/** A title as mails and messages name it: the domain's rule, "Fast & Furious" when its year is unknown. */
export const titleWithYear = (title: Pick<AlertedTitle, "title" | "year">): string => titleWithYears(title);

/** Writes a show's start for the reader; the default is UK time ("Sat 21 Nov at 21:00"). */
export type ShowTimeText = (instant: number) => string;

/** The bell message for one title: its first new showing, as the alert set message words it. */
export const alertMessageText = (title: AlertedTitle, showTime: ShowTimeText = formatShowTimeAt): string => {
  const first = title.showings[0];
  if (first === undefined) return `'${titleWithYear(title)}' is on TV soon.`;
  const more = title.showings.length > 1 ? ` (and ${title.showings.length - 1} more)` : "";
  return first.service === null
    ? `'${titleWithYear(title)}' is on ${first.channels.join(", ")} on ${showTime(first.time)}${more}.`
    : `'${titleWithYear(title)}' is now on ${first.service}${more}.`;
};

/** The bell messages of one alert delivery: one per title. */
export const alertMessages = (titles: ReadonlyArray<AlertedTitle>, now: number, showTime: ShowTimeText = formatShowTimeAt): ReadonlyArray<NewMessage> =>
  titles.map((title): NewMessage => ({ text: alertMessageText(title, showTime), kind: title.kind, slug: title.slug, createdAt: now }));
