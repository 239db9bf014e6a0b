import ical, { ICalAlarmType } from "ical-generator";
import { titlePageUrl } from "../../domain/title-page.ts";
import { calendarSummary, channelNames, REMINDER_MINUTES, showingEnd, showingUid, type CalendarShowing } from "../../domain/calendar-event.ts";

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

/** How often a subscribed calendar should fetch the feed again, in seconds. */
const REFRESH_SECONDS = 3600;

/** An RFC 5545 calendar with one event (UTC times, a display reminder) per showing. */
export const calendarText = (
  showings: ReadonlyArray<CalendarShowing>,
  options: { readonly siteUrl: string; readonly name: string; readonly now: number },
): string => {
  const host = new URL(options.siteUrl).hostname;
  const calendar = ical({ name: options.name, prodId: { company: "TellyFilms", product: "Film alerts", language: "EN" }, ttl: REFRESH_SECONDS });
  for (const showing of showings) {
    const summary = calendarSummary(showing);
    const url = titlePageUrl(options.siteUrl, showing);
    calendar.createEvent({
      id: showingUid(showing, host),
      start: new Date(showing.start),
      end: new Date(showingEnd(showing)),
      stamp: new Date(options.now),
      summary,
      location: channelNames(showing),
      url,
      description: `${summary}\n${url}`,
      alarms: [{ type: ICalAlarmType.display, trigger: REMINDER_MINUTES * 60, description: summary }],
    });
  }
  return calendar.toString();
};
