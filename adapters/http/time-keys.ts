import { listingDate } from "../../domain/listing-window.ts";

const MINUTE = 60_000;

/** The UK broadcast date for a cache key (worked out once a minute, not on every request). */
export const broadcastDateKey = (now: number, zone: string): string => listingDate(now, zone);

export const minuteKey = (now: number): number => Math.floor(now / MINUTE);

export const hourKey = (now: number): number => Math.floor(now / (60 * MINUTE));
