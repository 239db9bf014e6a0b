import { expect, test } from "./fixed-clock.ts";
import { InstallableApp } from "./pages/installable-app.ts";
import { ListingPage } from "./pages/listing-page.ts";

// The other specs block service workers (Playwright's request routing cannot see what a worker fetches); this one needs it.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

// A PNG's width and height stand in its IHDR chunk, right after the 8-byte signature and the chunk's length and type.
const pngSize = (bytes: Buffer): string => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test("every page links a web app manifest with what installing needs, and its icons load at their stated sizes", async ({ page, request }) => {
  await page.goto("/film/12-angry-men-1957/");
  const href = await new InstallableApp(page).manifestHref();
  expect(href).toBe("/manifest.webmanifest");
  const answer = await request.get(href ?? "");
  expect(answer.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("no-cache");
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: "TellyFilms", short_name: "TellyFilms", start_url: "/", display: "standalone", theme_color: "#1b1f3b" });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"], icon.src).toBe(icon.type);
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1b1f3b");
});

test("the service worker script is revalidated on every update check, so a new release replaces it", async ({ request }) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});

test("the service worker keeps the app shell, pages and public listings, never a member's answers", async ({ page }) => {
  test.slow(true, "a service worker install");
  const app = new InstallableApp(page);
  await new ListingPage(page).open("/");
  await app.waitUntilControlled();
  await app.waitUntilKept("/api/shows/?week");
  const kept = await app.keptPaths();
  expect(kept.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  expect(kept.filter((path) => path.startsWith("/api/")).every((path) => path.startsWith("/api/shows/") || path.startsWith("/api/basic-initial-data/"))).toBe(
    true,
  );
  expect(kept).not.toContain("/api/user-initial-data/");
});

test("after one online visit the listing opens offline from the kept copy, saying 'offline, updated' and when", async ({ page, context }) => {
  test.slow(true, "three page loads and a service worker install");
  const listing = new ListingPage(page);
  const app = new InstallableApp(page);
  await listing.open("/");
  await app.waitUntilControlled();
  await app.waitUntilKept("/api/shows/?week");
  await app.waitUntilKept("/");

  await page.reload();
  await expect(listing.filmCount).toBeVisible();
  await expect(listing.offlineNote).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(listing.filmCount).toBeVisible();
  expect(await listing.count()).toBeGreaterThan(0);
  await expect(listing.films.getByRole("article").first()).toBeVisible();
  await expect(listing.offlineNote).toHaveText(
    /^offline, updated (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+, \d{2}:\d{2}$/,
  );
  if (process.env.SCREENSHOTS === "1") await page.screenshot({ path: "test-results/screenshots/main-offline-390.png" });
});
