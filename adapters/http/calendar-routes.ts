import { Clock, Effect, Layer } from "effect";
import { HttpRouter, HttpServerResponse } from "effect/http";
import { PublicSite } from "../../application/accounts/public-site.ts";
import { getShowingForCalendar } from "../../application/calendar/get-showing-for-calendar.ts";
import { readCalendarFeed } from "../../application/calendar/read-calendar-feed.ts";
import { calendarSummary } from "../../domain/calendar-event.ts";
import { CALENDAR_CONTENT_TYPE, calendarText } from "./calendar-ics.ts";
import { problemResponse } from "./guard-middleware.ts";

const FEED_NAME = "TellyFilms film alerts";

const icsName = (file: string): string | null => (file.endsWith(".ics") ? file.slice(0, -".ics".length) : null);

const notFound = (detail: string) => problemResponse(404, detail, {}, "urn:tellyfilms:problem:not-found");

/** GET /calendar-feed/{token}.ics: a member's secret feed of their alert films' coming showings. */
const CalendarFeedRoute = HttpRouter.add("GET", "/calendar-feed/:file", () =>
  Effect.gen(function* () {
    const token = icsName((yield* HttpRouter.params)["file"] ?? "") ?? "";
    const showings = yield* readCalendarFeed(token);
    const text = calendarText(showings, { siteUrl: (yield* PublicSite).url, name: FEED_NAME, now: yield* Clock.currentTimeMillis });
    return HttpServerResponse.text(text, {
      contentType: CALENDAR_CONTENT_TYPE,
      headers: { "cache-control": "private, max-age=300", "x-robots-tag": "noindex" },
    });
  }).pipe(Effect.catchTag("CalendarFeedNotFound", (error) => Effect.succeed(notFound(error.message)))),
);

/** GET /calendar/showing-{id}.ics: one TV showing for anyone to add to a calendar. */
const ShowingCalendarRoute = HttpRouter.add("GET", "/calendar/:file", () =>
  Effect.gen(function* () {
    const name = icsName((yield* HttpRouter.params)["file"] ?? "") ?? "";
    const match = /^showing-(\d{1,9})$/.exec(name);
    if (match === null) return notFound("Ask for /calendar/showing-{id}.ics with a showing's id.");
    const showing = yield* getShowingForCalendar(Number(match[1]));
    const text = calendarText([showing], { siteUrl: (yield* PublicSite).url, name: calendarSummary(showing), now: yield* Clock.currentTimeMillis });
    return HttpServerResponse.text(text, {
      contentType: CALENDAR_CONTENT_TYPE,
      headers: { "cache-control": "public, max-age=300", "content-disposition": `attachment; filename="${name}.ics"` },
    });
  }).pipe(Effect.catchTag("ShowingNotFound", (error) => Effect.succeed(notFound(error.message)))),
);

export const CalendarRoutes = Layer.mergeAll(CalendarFeedRoute, ShowingCalendarRoute);
