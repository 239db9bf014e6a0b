import { E2E_YEAR, expect, test } from "./fixed-clock.ts";

// Run with SCREENSHOTS=1 to refresh the review screenshots in test-results/screenshots/.
test.skip(process.env.SCREENSHOTS !== "1", "screenshots are taken on request only");

const PAGES = [
  ["main", "/"],
  ["channels", "/upcoming-films-by-tv-channel/"],
  ["channel", "/channel/bbc-one/"],
  ["film", "/film/12-angry-men-1957/"],
  ["series", "/tvseries/blackadder-1983/"],
  ["star", "/star/henry-fonda/"],
  ["tonight", "/top-films-on-tv-tonight/"],
  ["streaming", "/films-streaming/netflix/"],
  ["highlights", "/weekly-highlights/"],
  ["best-of-year", `/best-films-of-year/${E2E_YEAR - 2}/`],
] as const;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    for (const [name, path] of PAGES) {
      test(name, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForTimeout(1000);
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: name !== "main" });
      });
    }
    test("main grid and timeline", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "grid", exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `test-results/screenshots/main-grid-${width}.png` });
      await page.getByRole("button", { name: "timeline", exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `test-results/screenshots/main-timeline-${width}.png` });
    });
  });
}
