import ICAL from "ical.js";
import { expect, type Locator, type Page } from "@playwright/test";

/** The profile page's calendar panel: the feed address with its Copy and Rotate buttons. */
export class CalendarPanel {
  readonly page: Page;
  readonly section: Locator;
  readonly address: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole("region", { name: "Your calendar" });
    this.address = this.section.getByLabel("Calendar feed address");
  }

  async copyAddress(): Promise<string> {
    await expect(this.address).toHaveValue(/\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    await this.section.getByRole("button", { name: "Copy" }).click();
    await expect(this.section.getByRole("status")).toHaveText("Address copied");
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}

/** The events of an iCalendar text, read with ical.js as a calendar app would. */
export const calendarEvents = (text: string) =>
  new ICAL.Component(ICAL.parse(text) as Array<unknown>).getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().getTime(), utc: event.startDate.zone?.tzid === "UTC" };
  });
