import type { Page } from "@playwright/test";
import { expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ListingPage } from "./pages/listing-page.ts";

test("the navbar's By Channel link opens the Channels Page", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await expect(shell.navLink("All Week")).toBeVisible();
  await shell.navLink("By Channel").click();
  await expect(page).toHaveURL(/\/upcoming-films-by-tv-channel\/$/);
  await expect(shell.heading).toHaveText("Upcoming Films by TV Channel");
});

test("the Custom Lists dropdown offers the six lists and leads to the Tonight page", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await shell.navButton("Custom Lists").click();
  for (const name of ["Tonight", "Family", "Premiere", "Xmas Films", "Highlights", "Best of last year"]) await expect(shell.menuLink(name)).toBeVisible();
  await shell.menuLink("Tonight").click();
  await expect(page).toHaveURL(/\/top-films-on-tv-tonight\/$/);
  await expect(shell.heading).toHaveText(/^Films on .+ Tonight and this Week$/);
});

test("the Streaming dropdown has one entry per available service and opens its Streaming Page", async ({ page, request }) => {
  const basic = (await (await request.get("/api/basic-initial-data/")).json()) as { streaming_services: Array<{ name_display: string; available: boolean }> };
  const available = basic.streaming_services.filter((service) => service.available).map((service) => service.name_display);
  const shell = new AppShell(page);
  await shell.open("/");
  await shell.navButton("Streaming").click();
  await expect(shell.mainNav.getByRole("listitem").getByRole("link")).toHaveText(available);
  await shell.menuLink("Netflix").click();
  await expect(shell.heading).toHaveText("Films Streaming on Netflix");
});

test("the logo goes back in history when already on the main page", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/terms/");
  await shell.navLink("All Week").click();
  await expect(page).toHaveURL(/\/$/);
  await shell.mainNav.getByRole("link", { name: "TellyFilms" }).click();
  await expect(page).toHaveURL(/\/terms\/$/);
});

test("an unknown path redirects to the main page", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).navLink("All Week")).toBeVisible();
});

test("each route is served with its own title, reset to the default after a route change", async ({ page }) => {
  await page.goto("/upcoming-films-by-tv-channel/");
  await expect(page).toHaveTitle("Upcoming films by TV channel | TellyFilms");
  await new AppShell(page).navLink("All Week").click();
  await expect(page).toHaveTitle("TellyFilms: films on UK TV tonight and this week");
});

test("the quick links marquee lists the lists and the services, cycles in 170 s and pauses on hover", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await expect(shell.quickLinks.getByRole("link", { name: "Tonight's films" })).toBeVisible();
  await expect(shell.quickLinks.getByRole("link", { name: "Netflix Films" })).toBeAttached();
  const track = shell.quickLinks.locator(".marquee-track");
  expect(await track.evaluate((element) => getComputedStyle(element).animationDuration)).toBe("170s");
  await shell.quickLinks.hover();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
});

test("the footer credits the sources, links the static pages and fetches the other apps on the first click only", async ({ page }) => {
  const shell = new AppShell(page);
  const appRequests: Array<string> = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/apps/")) appRequests.push(request.url());
  });
  await shell.open("/");
  await expect(shell.footer.getByText("© 2014-2025")).toBeVisible();
  for (const name of ["Terms of Service", "Privacy", "Contact", "Testimonials"])
    await expect(shell.footer.getByRole("link", { name, exact: true })).toBeVisible();
  expect(appRequests).toHaveLength(0);
  await shell.scrollToFooter();
  await shell.footer.getByRole("button", { name: "More apps" }).click();
  const modal = page.getByRole("dialog", { name: "More apps" });
  await expect(modal.getByRole("link").first()).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await shell.footer.getByRole("button", { name: "More apps" }).click();
  await expect(modal).toBeVisible();
  expect(appRequests).toHaveLength(1);
});

test("the More apps modal shows every app's icon", async ({ page, request }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await shell.scrollToFooter();
  await shell.footer.getByRole("button", { name: "More apps" }).click();
  const icons = page.getByRole("dialog", { name: "More apps" }).getByRole("listitem").locator("img");
  await expect(icons).toHaveCount(3);
  for (const icon of await icons.all()) {
    const response = await request.get((await icon.getAttribute("src")) ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bottom bar highlights the current page", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open("/");
    await expect(shell.bottomBar.getByRole("link", { name: "All week" })).toHaveAttribute("aria-current", "page");
    await shell.bottomBar.getByRole("link", { name: "Family" }).click();
    await expect(page).toHaveURL(/\/top-upcoming-family-films-on-tv-this-week\/$/);
    await expect(shell.bottomBar.getByRole("link", { name: "Family" })).toHaveAttribute("aria-current", "page");
    await expect(shell.bottomBar.getByRole("link", { name: "All week" })).not.toHaveAttribute("aria-current", "page");
  });
});

test("returning to the main page from a film page restores the scroll position", async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open("/");
  await page.mouse.wheel(0, 2400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  const saved = await page.evaluate(() => window.scrollY);
  const link = listing.films.getByRole("heading").getByRole("link").nth(8);
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page).toHaveURL(/\/film\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(Math.min(saved, before) - 50);
});

const SAVED_Y = 3800;

/** The scroll position and the film rows in view with their places, once nothing has moved for two frames (rows measured as they render move the page). */
const settledView = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const view = () =>
      JSON.stringify({
        y: window.scrollY,
        rows: [...document.querySelectorAll("ul[aria-label='Films'] article")]
          .filter((row) => row.getBoundingClientRect().bottom > 0 && row.getBoundingClientRect().top < window.innerHeight)
          .map((row) => `${row.getAttribute("aria-label")} at ${Math.round(row.getBoundingClientRect().top)}`),
      });
    const first = view();
    await frame();
    return first === view() ? first : "still moving";
  });

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`returning to the main page from a film page restores ${SAVED_Y} px with the same films in the same places`, async ({ page }) => {
      const listing = new ListingPage(page);
      await listing.open("/");
      await expect(listing.films.getByRole("article").first()).toBeVisible();
      // The visit's advert is chosen once the visitor is known (a member with premium gets none) and sits above the rows:
      // positions are compared once it is there, or a slow first answer moves every row down by its height after `before`.
      await expect(page.locator('[data-ad-slot="top"]')).toBeVisible();
      await page.mouse.wheel(0, SAVED_Y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(SAVED_Y - 800);
      // The settled view that matched is the one compared after the return (reading it again could catch a row being measured).
      let before = "";
      await expect
        .poll(async () => {
          await page.evaluate((y) => window.scrollTo(0, y), SAVED_Y);
          before = await settledView(page);
          return before;
        })
        .toMatch(`{"y":${SAVED_Y},`);
      const links = listing.films.getByRole("heading").getByRole("link");
      const inView = await links.evaluateAll((all) =>
        all.findIndex((link) => link.getBoundingClientRect().top > 80 && link.getBoundingClientRect().bottom < window.innerHeight - 80),
      );
      await links.nth(inView).click();
      await expect(page).toHaveURL(/\/film\//);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => settledView(page)).toBe(before);
    });
  });
}
