import { LONDON } from "../../domain/broadcast-day.ts";

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, ...options });

const clock = format({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDay = format({ weekday: "short", day: "numeric", month: "short" });
const longDay = format({ weekday: "long", day: "numeric", month: "long" });
const longDayYear = format({ weekday: "long", day: "numeric", month: "long", year: "numeric" });

export const formatClock = (instant: number): string => clock.format(instant);

export const formatShowTime = (instant: number): string => `${shortDay.format(instant)}, ${clock.format(instant)}`;

export const formatLongDay = (instant: number): string => longDay.format(instant);

export const formatLongDayTime = (instant: number): string => `${longDay.format(instant)}, ${clock.format(instant)}`;

export const formatLongDate = (instant: number): string => longDayYear.format(instant);
