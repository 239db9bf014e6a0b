import { LONDON } from "../../domain/broadcast-day.ts";
import { weekdayName } from "../../domain/local-date.ts";
import { remembered } from "../../domain/remembered.ts";
import { localClock } from "../../domain/zoned-time.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Sat 21 Nov at 21:00" in UK time, as mails and messages write a show's start. */
export const ukShowTime = (instant: number): string => {
  const clock = localClock(instant, LONDON);
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  return `${weekdayName(clock.date).slice(0, 3)} ${clock.date.day} ${MONTHS[clock.date.month - 1] ?? ""} at ${time}`;
};

/** ukShowTime remembering what it wrote: thousands of mails list the same few thousand starts. It forgets all at `limit` instants. */
export const rememberingUkShowTime = (limit = 50_000): ((instant: number) => string) => remembered(ukShowTime, limit);
