import { addDays, weekdayName, type LocalDate } from "./local-date.ts";
import { instantAt, localClock } from "./zoned-time.ts";

export const BROADCAST_DAY_START_HOUR = 4;
export const LAST_UPDATED_MINUTE = 1;
export const DAYS_AHEAD = 7;

export const LONDON = "Europe/London";

export const broadcastDate = (instant: number, zone: string): LocalDate => {
  const clock = localClock(instant, zone);
  return clock.hour < BROADCAST_DAY_START_HOUR ? addDays(clock.date, -1) : clock.date;
};

export const broadcastDayStartOf = (date: LocalDate, zone: string): number => instantAt(date, BROADCAST_DAY_START_HOUR, 0, zone);

export const broadcastDayStart = (instant: number, zone: string): number => broadcastDayStartOf(broadcastDate(instant, zone), zone);

export const broadcastDayEnd = (instant: number, zone: string): number => broadcastDayStartOf(addDays(broadcastDate(instant, zone), 1), zone);

export const broadcastDayStarts = (now: number, zone: string, count: number): ReadonlyArray<number> => {
  const today = broadcastDate(now, zone);
  return Array.from({ length: count }, (_, offset) => broadcastDayStartOf(addDays(today, offset), zone));
};

export const lastUpdated = (now: number, zone: string): number => instantAt(broadcastDate(now, zone), BROADCAST_DAY_START_HOUR, LAST_UPDATED_MINUTE, zone);

export const highlightsDate = (now: number, zone: string): LocalDate => broadcastDate(now, zone);

export type SpecificDay = number | null;

export interface DayOption {
  readonly value: SpecificDay;
  readonly label: string;
}

export const dayOptions = (now: number, zone: string): ReadonlyArray<DayOption> => {
  const today = broadcastDate(now, zone);
  const options: Array<DayOption> = [
    { value: null, label: "All week" },
    { value: 0, label: "Today" },
    { value: 1, label: "Tomorrow" },
  ];
  for (let offset = 2; offset <= DAYS_AHEAD; offset++) {
    options.push({ value: offset, label: weekdayName(addDays(today, offset)) });
  }
  return options;
};

export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

export const specificDayWindow = (now: number, zone: string, offset: number): TimeWindow => {
  const date = addDays(broadcastDate(now, zone), offset);
  return { start: instantAt(date, 0, 0, zone), end: broadcastDayStartOf(addDays(date, 1), zone) };
};

export const isValidSpecificDay = (value: unknown): value is SpecificDay =>
  value === null || (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= DAYS_AHEAD);
