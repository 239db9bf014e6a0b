import { DateTime } from "effect";
import type { LocalDate } from "./local-date.ts";

export interface LocalClock {
  readonly date: LocalDate;
  readonly hour: number;
  readonly minute: number;
}

export const localClock = (instant: number, zone: string): LocalClock => {
  const parts = DateTime.toParts(DateTime.makeZonedUnsafe(instant, { timeZone: zone }));
  return { date: { year: parts.year, month: parts.month, day: parts.day }, hour: parts.hour, minute: parts.minute };
};

export const localDateOf = (instant: number, zone: string): LocalDate => localClock(instant, zone).date;

// Wall-clock times inside a daylight-saving gap resolve to the later instant.
export const instantAt = (date: LocalDate, hour: number, minute: number, zone: string): number =>
  DateTime.makeZonedUnsafe({ year: date.year, month: date.month, day: date.day, hour, minute }, { timeZone: zone, adjustForTimeZone: true }).epochMilliseconds;

export const localYear = (instant: number, zone: string): number => localClock(instant, zone).date.year;
