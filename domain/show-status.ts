import { Schema } from "effect";

export const JUST_STARTED_MS = 10 * 60_000;
export const HIDE_STARTED_AFTER_MS = 60 * 60_000;

export const ShowStatus = Schema.Literals(["upcoming", "just started", "already started", "past"]);
export type ShowStatus = typeof ShowStatus.Type;

export const SHOW_STATUS_ORDER: ReadonlyArray<ShowStatus> = ["upcoming", "just started", "already started", "past"];

export const showStatus = (time: number, now: number): ShowStatus => {
  const elapsed = now - time;
  if (elapsed < 0) return "upcoming";
  if (elapsed < JUST_STARTED_MS) return "just started";
  if (elapsed <= HIDE_STARTED_AFTER_MS) return "already started";
  return "past";
};

export const isHiddenAsPast = (time: number, now: number, includePast: boolean): boolean => !includePast && now - time > HIDE_STARTED_AFTER_MS;
