import { listingDate } from "../../domain/listing-window.ts";

const MINUTE = 60_000;

let lastMinute = -1;
let lastZone = "";
let lastDate = "";

/** The UK broadcast date for a cache key, worked out once a minute rather than on every request. */
export const broadcastDateKey = (now: number, zone: string): string => {
  const minute = Math.floor(now / MINUTE);
  if (minute !== lastMinute || zone !== lastZone) {
    lastDate = listingDate(now, zone);
    lastMinute = minute;
    lastZone = zone;
  }
  return lastDate;
};

export const minuteKey = (now: number): number => Math.floor(now / MINUTE);

export const hourKey = (now: number): number => Math.floor(now / (60 * MINUTE));
