import { Schema } from "effect";

/** One broadcast of a title as a calendar event: UTC instants, the channels it is on at that time. */
export const CalendarShowing = Schema.Struct({
  showId: Schema.Int,
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  kind: Schema.Literals(["film", "series"]),
  /** Running time in minutes, when known. */
  length: Schema.NullOr(Schema.Int),
  start: Schema.Number,
  channels: Schema.Array(Schema.Struct({ name: Schema.String, slug: Schema.String })),
});
export type CalendarShowing = typeof CalendarShowing.Type;

/** Minutes before a showing that its calendar reminder goes off. */
export const REMINDER_MINUTES = 30;

/** A showing whose running time is unknown fills this many minutes in a calendar. */
export const DEFAULT_EVENT_MINUTES = 120;

/** The most showings one calendar feed lists, soonest first. */
export const FEED_MAX_EVENTS = 500;

export const showingEnd = (showing: Pick<CalendarShowing, "start" | "length">): number =>
  showing.start + (showing.length !== null && showing.length > 0 ? showing.length : DEFAULT_EVENT_MINUTES) * 60_000;

export const channelNames = (showing: Pick<CalendarShowing, "channels">): string => showing.channels.map((channel) => channel.name).join(" / ");

/** "{title} ({year}) on {channel}"; a title without a year leaves the brackets out. */
export const calendarSummary = (showing: Pick<CalendarShowing, "title" | "year" | "channels">): string =>
  `${showing.title}${showing.year === null ? "" : ` (${showing.year})`} on ${channelNames(showing)}`;

const compactUtc = (instant: number): string =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The same title on the same channel at the same instant is the same event, however often the schedule is imported
 * again (show rows get new ids then), so a calendar that refreshes the feed updates it instead of adding a copy.
 */
export const showingUid = (showing: Pick<CalendarShowing, "tconst" | "start" | "channels">, host: string): string =>
  `${showing.tconst}-${showing.channels[0]?.slug ?? "tv"}-${compactUtc(showing.start)}@${host}`;
