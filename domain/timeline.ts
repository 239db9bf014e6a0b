import { broadcastDate, type TimeWindow } from "./broadcast-day.ts";
import { instantAt } from "./zoned-time.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const TIMELINE_REM_PER_MINUTE = 0.2;
export const TIMELINE_ROW_HEIGHT_REM = 8.3;
export const TIMELINE_HOURS_BEFORE = 2;
export const TIMELINE_HOURS_AFTER = 12;
export const TIMELINE_SCROLL_STEPS_HOURS = [2, 6] as const;

// Midnight of the broadcast day: before 04:00 that is the previous calendar day's midnight.
export const timelineStart = (now: number, zone: string): number => instantAt(broadcastDate(now, zone), 0, 0, zone);

export const timelineWindow = (position: number, start: number): TimeWindow => ({
  start: Math.max(start, position - TIMELINE_HOURS_BEFORE * HOUR_MS),
  end: position + TIMELINE_HOURS_AFTER * HOUR_MS,
});

export interface TimelineScroll {
  readonly position: number;
  readonly blocked: boolean;
}

export const scrollTimeline = (position: number, hours: number, start: number): TimelineScroll => {
  const target = position + hours * HOUR_MS;
  return target < start ? { position: start, blocked: true } : { position: target, blocked: false };
};

export const timelineScrollAlert = (date: string): string => `You can't scroll past ${date}.`;

export const timelineOffsetRem = (time: number, start: number): number => ((time - start) / MINUTE_MS) * TIMELINE_REM_PER_MINUTE;

export const timelineWidthRem = (minutes: number): number => minutes * TIMELINE_REM_PER_MINUTE;

export const isInTimelineWindow = (time: number, minutes: number, window: TimeWindow): boolean =>
  time < window.end && time + minutes * MINUTE_MS > window.start;
