import { expect, fixBrowserClock, test } from "./fixed-clock.ts";
import { adminCalls, AdminDashboardPage, callFromPage, E2E_ADMIN, logIn, signUpAndLogIn, visitorStatus } from "./pages/admin-dashboard.ts";
import { TitlePage } from "./pages/title-page.ts";

interface ListedFilm {
  readonly title: string;
  readonly url: string;
  readonly slug: string;
  readonly imdb: { readonly tconst: string };
}

const adminChunkRequests = (page: import("@playwright/test").Page): Array<string> => {
  const seen: Array<string> = [];
  page.on("request", (request) => {
    if (/admin-dashboard/.test(request.url())) seen.push(request.url());
  });
  return seen;
};

test.describe("the admin dashboard", () => {
  test("an admin finds a reported film, fixes its title and trailer, clears the report and verifies it; the film page shows it and the audit log holds each change", async ({
    page,
    browser,
    request,
  }) => {
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const listed = await callFromPage(page, "GET", "/api/films/?today&n=1");
    const film = (listed.body as { films: ReadonlyArray<ListedFilm> }).films[0];
    if (film === undefined) throw new Error("no film is on TV today in the demo week");
    const tconst = film.imdb.tconst;
    expect((await request.post(`/api/film/${film.slug}/`, { data: { errorType: "YT" } })).status()).toBe(200);
    expect((await callFromPage(page, "POST", "/api/films/", { action: "update verified", film: tconst, verified: false })).status).toBe(200);

    const dashboard = new AdminDashboardPage(page);
    await dashboard.open();
    await expect(dashboard.heading).toHaveText("Dashboard");
    await dashboard.tab("Reported").click();
    const card = dashboard.card(tconst);
    await expect(card.report("YouTube trailer")).toBeChecked();

    const newTitle = `${film.title} (restored)`;
    await card.saveTitle(newTitle);
    await expect(card.status).toHaveText("Title saved.");
    await card.saveTrailer("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await expect(card.status).toHaveText("Video saved.");
    await expect(card.youtube).toHaveValue("dQw4w9WgXcQ");
    await card.report("YouTube trailer").click();
    await expect(card.report("YouTube trailer")).not.toBeChecked();
    await card.verified.click();
    await expect(card.verified).toBeChecked();
    await expect(card.status).toHaveText("Verified saved.");

    const visitor = await browser.newContext();
    await fixBrowserClock(visitor);
    const filmPage = new TitlePage(await visitor.newPage());
    await expect(async () => {
      await filmPage.open(film.url);
      await expect(filmPage.heading).toContainText(newTitle, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(filmPage.trailer.locator("iframe")).toHaveAttribute("src", /dQw4w9WgXcQ/);
    await visitor.close();

    await dashboard.tab("Audit Log").click();
    const rows = dashboard.auditRows(`film ${tconst}`);
    for (const action of ["update title", "update youtube", "update incorrect", "update verified"]) {
      await expect(rows.filter({ hasText: action }).filter({ hasText: E2E_ADMIN.email }).first()).toBeVisible();
    }
    await expect(rows.filter({ hasText: "update title" }).first()).toContainText(newTitle);

    // Later specs find demo films by their seeded titles (the history import matches on them): give this one its title back.
    expect((await callFromPage(page, "POST", "/api/films/", { action: "update title", film: tconst, newTitle: film.title })).status).toBe(200);
  });

  test("a member gets no dashboard and never downloads it", async ({ page }) => {
    const chunk = adminChunkRequests(page);
    await signUpAndLogIn(page, `member-${Date.now()}@example.com`, "a long member password");
    const dashboard = new AdminDashboardPage(page);
    await dashboard.open();
    await expect(page.getByText("This page is only available to admins.")).toBeVisible();
    await expect(dashboard.tabs).toHaveCount(0);
    expect(chunk).toEqual([]);
  });

  test("a visitor gets no dashboard and never downloads it", async ({ page }) => {
    const chunk = adminChunkRequests(page);
    const dashboard = new AdminDashboardPage(page);
    await dashboard.open();
    await expect(dashboard.notAvailable).toBeVisible();
    await expect(dashboard.tabs).toHaveCount(0);
    expect(chunk).toEqual([]);
  });

  test("every admin endpoint refuses visitors with 401 and members with 403", async ({ page, request }) => {
    await signUpAndLogIn(page, `member-calls-${Date.now()}@example.com`, "a long member password");
    for (const call of adminCalls("tt0000001")) {
      expect([call.method, call.path, await visitorStatus(request, call)]).toEqual([call.method, call.path, 401]);
      expect([call.method, call.path, (await callFromPage(page, call.method, call.path, call.body)).status]).toEqual([call.method, call.path, 403]);
    }
  });
});
