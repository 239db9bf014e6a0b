import { broadcastDate, broadcastDayStartOf, DAYS_AHEAD, type TimeWindow } from "./broadcast-day.ts";
import { addDays, formatIsoDate } from "./local-date.ts";
import { instantAt } from "./zoned-time.ts";

export const LISTING_KINDS = ["today", "week", "streaming", "tvseries"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

// From midnight of the broadcast date (the timeline's start) to 04:00 after the last listed day.
export const listingWindow = (kind: "today" | "week", now: number, zone: string): TimeWindow => {
  const today = broadcastDate(now, zone);
  const days = kind === "today" ? 1 : DAYS_AHEAD + 1;
  return { start: instantAt(today, 0, 0, zone), end: broadcastDayStartOf(addDays(today, days), zone) };
};

export const weekWindow = (now: number, zone: string): TimeWindow => listingWindow("week", now, zone);

const MINUTE_MS = 60_000;
let lastListingDate = { minute: Number.NaN, zone: "", date: "" };

/**
 * The broadcast date as YYYY-MM-DD. It can only change on a whole minute (day starts and zone offsets are whole minutes),
 * so the last minute's answer is kept: requests ask for it constantly.
 */
export const listingDate = (now: number, zone: string): string => {
  const minute = Math.floor(now / MINUTE_MS);
  if (minute !== lastListingDate.minute || zone !== lastListingDate.zone) {
    lastListingDate = { minute, zone, date: formatIsoDate(broadcastDate(now, zone)) };
  }
  return lastListingDate.date;
};
