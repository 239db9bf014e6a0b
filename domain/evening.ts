import { addDays, type LocalDate } from "./local-date.ts";
import { broadcastDate, broadcastDayStartOf, type TimeWindow } from "./broadcast-day.ts";
import { instantAt } from "./zoned-time.ts";

export const EVENING_START_HOUR = 18;

const CALENDAR_DAYS_BEFORE = 2;
const CALENDAR_DAYS_AFTER = 10;

export const eveningWindowOf = (date: LocalDate, zone: string): TimeWindow => ({
  start: instantAt(date, EVENING_START_HOUR, 0, zone),
  end: broadcastDayStartOf(addDays(date, 1), zone),
});

export const tonightWindow = (now: number, zone: string): TimeWindow => eveningWindowOf(broadcastDate(now, zone), zone);

export const isEvening = (instant: number, zone: string): boolean => {
  const window = eveningWindowOf(broadcastDate(instant, zone), zone);
  return instant >= window.start;
};

// Precomputes the evening windows around `now` so that a listing can test thousands of shows with number comparisons.
export const makeEveningTest = (now: number, zone: string): ((instant: number) => boolean) => {
  const today = broadcastDate(now, zone);
  const dayStarts: Array<number> = [];
  const eveningStarts: Array<number> = [];
  for (let offset = -CALENDAR_DAYS_BEFORE; offset <= CALENDAR_DAYS_AFTER + 1; offset++) {
    const date = addDays(today, offset);
    dayStarts.push(broadcastDayStartOf(date, zone));
    eveningStarts.push(instantAt(date, EVENING_START_HOUR, 0, zone));
  }
  const first = dayStarts[0] ?? 0;
  const last = dayStarts[dayStarts.length - 1] ?? 0;
  return (instant) => {
    if (instant < first || instant >= last) return isEvening(instant, zone);
    let low = 0;
    let high = dayStarts.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if ((dayStarts[middle] ?? 0) <= instant) low = middle;
      else high = middle;
    }
    return instant >= (eveningStarts[low] ?? 0);
  };
};
