import { LONDON } from "../../domain/broadcast-day.ts";

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, ...options });

const clock = format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDay = format({ weekday: "short", day: "numeric", month: "short" });
const longDay = format({ weekday: "long", day: "numeric", month: "long" });
const longDayYear = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const dayMonthYear = format({ day: "numeric", month: "long", year: "numeric" });
const dateTime = format({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });

export const formatClock = (instant: number): string => clock.format(instant);

export const formatShowTime = (instant: number): string => `${shortDay.format(instant)}, ${clock.format(instant)}`;

export const formatLongDay = (instant: number): string => longDay.format(instant);

export const formatLongDayTime = (instant: number): string => `${longDay.format(instant)}, ${clock.format(instant)}`;

export const formatLongDate = (instant: number): string => longDayYear.format(instant);

/** "27 November 2026": a day without its weekday (a membership's expiry). */
export const formatDayMonthYear = (instant: number): string => dayMonthYear.format(instant);

/** "27/11/2026, 19:30:00": an instant to the second, as the admin's records show it. */
export const formatDateTime = (instant: number): string => dateTime.format(instant);
