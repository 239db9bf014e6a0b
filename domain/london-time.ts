import { LONDON } from "./broadcast-day.ts";

// The site's dates and times (its pages' and its mails'), all made here: British English in London time unless a rule says otherwise.
// `locale` null: the browser's language.
const format = (options: Intl.DateTimeFormatOptions, locale: string | null = "en-GB") =>
  new Intl.DateTimeFormat(locale ?? undefined, { timeZone: LONDON, ...options });

const clock = format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDay = format({ weekday: "short", day: "numeric", month: "short" });
const longDay = format({ weekday: "long", day: "numeric", month: "long" });
const longDayYear = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const dayMonthYear = format({ day: "numeric", month: "long", year: "numeric" });
const dateTime = format({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

export const formatClock = (instant: number): string => clock.format(instant);

export const formatShowTime = (instant: number): string => `${shortDay.format(instant)}, ${clock.format(instant)}`;

/** "Sat 21 Nov at 21:00": a show's start as mails and messages write it. */
export const formatShowTimeAt = (instant: number): string => `${shortDay.format(instant)} at ${clock.format(instant)}`;

export const formatLongDay = (instant: number): string => longDay.format(instant);

export const formatLongDayTime = (instant: number): string => `${longDay.format(instant)}, ${clock.format(instant)}`;

export const formatLongDate = (instant: number): string => longDayYear.format(instant);

/** "27 November 2026": a day without its weekday (a membership's expiry). */
export const formatDayMonthYear = (instant: number): string => dayMonthYear.format(instant);

/** "27/11/2026, 19:30:00": an instant to the second, as the admin's records show it. */
export const formatDateTime = (instant: number): string => dateTime.format(instant);

// SPEC §2: a message's date, weekday, day and month, in the browser's language.
const messageDay = format({ weekday: "short", day: "numeric", month: "short" }, null);

/** "Sat, 28 Nov" (in the browser's language): the date of a site message. */
export const formatMessageDay = (instant: number): string => messageDay.format(instant);

// A list's date is a calendar day stored as its UTC midnight: shown as that day, wherever midnight falls in London.
const calendarDay = format({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "28 Nov 2026": a calendar day stored as its UTC midnight (the date a film went on a list). */
export const formatCalendarDay = (utcMidnight: number): string => calendarDay.format(utcMidnight);
