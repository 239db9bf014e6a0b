import { LONDON } from "../../../domain/broadcast-day.ts";

// SPEC §2: weekday, day and month in the browser's language.
const shortDate = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", timeZone: LONDON });

export const messageShortDate = (instant: number): string => shortDate.format(instant);
