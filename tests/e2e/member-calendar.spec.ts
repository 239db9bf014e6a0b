import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";
import { calendarEvents, CalendarPanel } from "./pages/calendar.ts";
import { ListingPage } from "./pages/listing-page.ts";
import { AccountModals, MemberMenu } from "./pages/member.ts";

const FILM = { path: "/film/12-angry-men-1957/", title: "12 Angry Men", year: 1957 };

test("a member subscribes to their calendar feed and sees their alert film's showings as events; anyone can add one showing", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const shell = new AppShell(page);
  const modals = new AccountModals(page);
  const menu = new MemberMenu(page);
  const calendar = new CalendarPanel(page);
  const email = `calendar-${randomUUID()}@example.com`;

  await test.step("a visitor downloads one showing from the film page", async () => {
    await page.goto(FILM.path);
    const nextOnTv = page.getByRole("region", { name: "Next on TV" });
    const download = page.waitForEvent("download");
    await nextOnTv
      .getByRole("link", { name: /^Add to calendar/ })
      .first()
      .click();
    const file = await (await download).path();
    const events = calendarEvents(await readFile(file, "utf8"));
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toMatch(new RegExp(`^${FILM.title} \\(${FILM.year}\\) on .+`));
    expect(events[0]?.utc).toBe(true);
  });

  await test.step("signs up and sets an alert on the film", async () => {
    await new ListingPage(page).open("/");
    await modals.openSignUp();
    await modals.email(modals.signUpDialog).fill(email);
    await modals.password(modals.signUpDialog).fill("Telly-calendar-2026");
    await modals.signUpDialog.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(menu.account).toContainText(email);
    await page.goto(FILM.path);
    await page
      .getByRole("group", { name: `Your lists for ${FILM.title}` })
      .getByRole("switch", { name: "alert me!", exact: true })
      .check();
    await expect(shell.toast(`Added '${FILM.title} (${FILM.year})' to 'film alerts' list`)).toBeVisible();
  });

  await test.step("copies the feed address from the profile page, and the feed lists the film's showings", async () => {
    await menu.open("Profile");
    const url = await calendar.copyAddress();
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
    const events = calendarEvents(await response.text());
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.summary).toMatch(new RegExp(`^${FILM.title} \\(${FILM.year}\\) on .+`));
  });
});
