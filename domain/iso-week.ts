import type { LocalDate } from "./local-date.ts";

const DAY_MS = 86_400_000;

/** The ISO 8601 week of a date, e.g. "2026-W47" (weeks start on Monday; week 1 holds the year's first Thursday). */
export const isoWeekOf = (date: LocalDate): string => {
  const day = Date.UTC(date.year, date.month - 1, date.day);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
};
