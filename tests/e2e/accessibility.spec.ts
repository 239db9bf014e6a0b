import type { Page } from "@playwright/test";
import { E2E_YEAR, expect, test } from "./fixed-clock.ts";
import { seriousViolations } from "./pages/serious-violations.ts";

const lastYear = E2E_YEAR - 1;

const ROUTES = [
  "/",
  "/upcoming-films-by-tv-channel/",
  "/channel/bbc-one/",
  "/film/12-angry-men-1957/",
  "/tvseries/blackadder-1983/",
  "/star/henry-fonda/",
  "/director/sidney-lumet/",
  "/genre/drama/",
  "/top-films-on-tv-tonight/",
  "/top-upcoming-family-films-on-tv-this-week/",
  "/top-film-premieres-this-week/",
  "/best-xmas-films-on-tv-this-week/",
  "/films-streaming/netflix/",
  "/weekly-highlights/",
  `/best-films-of-year/${lastYear}/`,
  "/terms/",
  "/privacy/",
  "/testimonials/",
  "/reset/some-token",
  "/profile/",
  "/film/no-such-film/",
];

const settle = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /…|\.\.\./ })).toHaveCount(0);
};

test.describe("every page passes axe without serious or critical violations", () => {
  // An axe run takes 5-10 s on a quiet machine and three times that on a busy one: every test here has the slow budget.
  test.describe.configure({ timeout: 90_000 });

  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  // One view a test: axe over a listing's full page is the slowest check of all.
  for (const view of ["table", "grid", "timeline"] as const) {
    test(`the main page with the filter panel open, in the ${view} view`, async ({ page }) => {
      await page.goto("/");
      await settle(page);
      await page.getByRole("button", { name: /Sort \/ Filter/ }).click();
      if (view === "table") {
        await page
          .getByRole("list", { name: "Films" })
          .getByRole("button", { name: /^\+\d+ more showings?$/ })
          .first()
          .click();
        await expect(page.getByRole("list", { name: /^Other showings of / }).first()).toBeVisible();
      } else {
        await page.getByRole("button", { name: view, exact: true }).click();
        await expect(page.getByRole("button", { name: view, exact: true })).toHaveAttribute("aria-pressed", "true");
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the search and feedback modals", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Search" }).click();
    await page.getByLabel("Film title, director or star").fill("angry");
    await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Feedback" }).click();
    await expect(page.getByRole("dialog", { name: "Feedback" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const path of ["/", "/film/12-angry-men-1957/"]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
});

test("the main controls work from the keyboard", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Custom Lists" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Tonight", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("button", { name: "Custom Lists" })).toBeFocused();
  const grid = page.getByRole("button", { name: "grid", exact: true });
  await grid.focus();
  await page.keyboard.press("Enter");
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Feedback" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Feedback" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Feedback" })).toBeHidden();
});
