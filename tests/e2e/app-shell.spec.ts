import { expect, test } from "@playwright/test";
import { AppShell } from "./pages/app-shell.ts";

test("the navbar's By Channel link opens the Channels Page", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await expect(shell.navLink("All Week")).toBeVisible();
  await shell.navLink("By Channel").click();
  await expect(page).toHaveURL(/\/upcoming-films-by-tv-channel\/$/);
  await expect(shell.heading).toContainText("Upcoming films by TV channel");
});

test("the Custom Lists dropdown leads to the Tonight page", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  await shell.navButton("Custom Lists").click();
  await page.getByRole("link", { name: "Tonight", exact: true }).first().click();
  await expect(page).toHaveURL(/\/top-films-on-tv-tonight\/$/);
});

test("an unknown path redirects to the main page", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page).toHaveURL(/\/$/);
  await expect(new AppShell(page).navLink("All Week")).toBeVisible();
});

test("each route is served with its own title", async ({ page }) => {
  await page.goto("/upcoming-films-by-tv-channel/");
  await expect(page).toHaveTitle("Upcoming films by TV channel | TellyFilms");
});
