import ICAL from "ical.js";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalendarFeedAddress } from "../../../adapters/http/contract/personal-api.ts";
import { backends } from "../persistence/database-backends.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";
import { TestBrowser } from "./test-browser.ts";

const START = Date.UTC(2026, 10, 25, 12, 0, 0);

interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly start: ICAL.Time;
  readonly end: ICAL.Time;
  readonly url: string;
  readonly alarmTrigger: string;
}

/** Parses a calendar with ical.js, a full RFC 5545 parser, the way a calendar app would read it. */
const parseCalendar = (text: string): ReadonlyArray<ParsedEvent> => {
  const calendar = new ICAL.Component(ICAL.parse(text) as Array<unknown>);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    const alarm = component.getFirstSubcomponent("valarm");
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: event.endDate,
      url: String(component.getFirstPropertyValue("url")),
      alarmTrigger: String(alarm?.getFirstPropertyValue("trigger")),
    };
  });
};

const signUpAndLogIn = async (base: string, email: string) => {
  const browser = new TestBrowser(base);
  const password = "a good long password";
  expect((await browser.json("POST", "/api/signup/", { email, password })).status).toBe(200);
  expect((await browser.json("POST", "/api/login/", { email, password })).status).toBe(200);
  return browser;
};

for (const backend of backends()) {
  describe(`the member calendar feed over HTTP on ${backend.name}`, () => {
    let server: PublicSiteServer;
    beforeAll(async () => {
      const options = backend.name === "postgresql" ? await backend.freshDatabase() : {};
      server = await startPublicSiteServer(options.databaseUrl, { at: START, ticks: false });
    }, 120_000);
    afterAll(async () => {
      await server.stop();
      await backend.dispose();
    });

    const broadcastFilms = () =>
      server.sql<{ imdb: string; title: string; year: number; slug: string }>(
        `select t.imdb, t.title, t.year, t.slug from title t where t.kind = 'film' and t.year is not null
         and exists (select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > to_timestamp(?::float8 / 1000))
         order by t.imdb limit 2`,
        [START],
      );

    it("gives a member one secret address whose feed lists their alert films' coming showings with reminders, until they rotate it", async () => {
      const member = await signUpAndLogIn(server.base, `calendar-${backend.name}@example.com`);
      expect((await new TestBrowser(server.base).json("GET", "/api/calendar-feed/")).status).toBe(401);
      const films = await broadcastFilms();
      expect(films).toHaveLength(2);
      for (const film of films) expect((await member.json("POST", "/api/do-checkbox/", { tconst: film.imdb, type: "alert", flag: true })).status).toBe(200);

      const { url } = await member.ok(CalendarFeedAddress, "GET", "/api/calendar-feed/");
      expect(url).toMatch(new RegExp(`^${server.base}/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
      expect((await member.ok(CalendarFeedAddress, "GET", "/api/calendar-feed/")).url).toBe(url);
      const [stored] = await server.sql<{ token_hash: string }>("select token_hash from calendar_feed");
      expect(stored?.token_hash).not.toContain(url.split("/").pop()?.replace(".ics", ""));

      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
      const text = await response.text();
      const events = parseCalendar(text);
      const expected = await server.sql<{ title: string; year: number; slug: string; start: number; channel: string }>(
        `select t.title, t.year, t.slug, (extract(epoch from s.time) * 1000)::float8 as start,
                (select string_agg(c.name, ' / ' order by c.name) from show_channel sc join channel c on c.id = sc.channel_id where sc.show_id = s.id) as channel
         from show s join title t on t.id = s.title_id
         where t.imdb in (?, ?) and s.time >= to_timestamp(?::float8 / 1000) and s.streaming_service_id is null
           and exists (select 1 from show_channel sc where sc.show_id = s.id)
         order by s.time, t.title, s.id`,
        [films[0]?.imdb, films[1]?.imdb, START],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(events.map((event) => event.summary)).toEqual(expected.map((row) => `${row.title} (${row.year}) on ${row.channel}`));
      expect(events.map((event) => event.start.toJSDate().getTime())).toEqual(expected.map((row) => row.start));
      expect(events.every((event) => event.start.zone?.tzid === "UTC" && event.end.zone?.tzid === "UTC")).toBe(true);
      expect(events.every((event) => event.end.toJSDate().getTime() > event.start.toJSDate().getTime())).toBe(true);
      expect(events.map((event) => event.url)).toEqual(expected.map((row) => `${server.base}/film/${row.slug}/`));
      expect(new Set(events.map((event) => event.alarmTrigger))).toEqual(new Set(["-PT30M"]));
      expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
      expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);

      const again = parseCalendar(await (await fetch(url)).text());
      expect(again.map((event) => event.uid)).toEqual(events.map((event) => event.uid));

      const crossSite = new TestBrowser(server.base, "https://evil.example");
      crossSite.cookie = member.cookie;
      expect((await crossSite.json("POST", "/api/calendar-feed/", { action: "rotate" })).status).toBe(403);
      expect((await fetch(url)).status).toBe(200);

      const rotated = await member.ok(CalendarFeedAddress, "POST", "/api/calendar-feed/", { action: "rotate" });
      expect(rotated.url).not.toBe(url);
      const gone = await fetch(url);
      expect(gone.status).toBe(404);
      expect(gone.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(Schema.decodeUnknownSync(Schema.Struct({ status: Schema.Literal(404), detail: Schema.String }))(await gone.json()).detail).toMatch(
        /calendar feed/,
      );
      expect(parseCalendar(await (await fetch(rotated.url)).text()).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
      expect((await member.ok(CalendarFeedAddress, "GET", "/api/calendar-feed/")).url).toBe(rotated.url);
      expect((await fetch(`${server.base}/calendar-feed/not-a-token.ics`)).status).toBe(404);
    });

    it("lets any visitor download one showing as an .ics file", async () => {
      const [film] = await broadcastFilms();
      const [show] = await server.sql<{ id: number }>(
        `select s.id from show s join title t on t.id = s.title_id where t.imdb = ? and s.time > to_timestamp(?::float8 / 1000)
         and exists (select 1 from show_channel sc where sc.show_id = s.id) order by s.time limit 1`,
        [film?.imdb, START],
      );
      const response = await fetch(`${server.base}/calendar/showing-${show?.id}.ics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="showing-${show?.id}.ics"`);
      const [event, ...rest] = parseCalendar(await response.text());
      expect(rest).toEqual([]);
      expect(event?.summary).toMatch(new RegExp(`^${film?.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(${film?.year}\\) on .+`));
      expect(event?.alarmTrigger).toBe("-PT30M");
      expect((await fetch(`${server.base}/calendar/showing-999999999.ics`)).status).toBe(404);
      expect((await fetch(`${server.base}/calendar/anything.ics`)).status).toBe(404);
    });
  });
}
