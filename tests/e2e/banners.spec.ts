import { expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";

test("a dismissed banner stays dismissed after a reload", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/");
  const banners = shell.banners.getByRole("button", { name: "Dismiss message" });
  const before = await banners.count();
  expect(before).toBeGreaterThan(0);
  const firstText = await shell.banners.locator("> div").first().innerText();
  await banners.first().click();
  await expect(banners).toHaveCount(before - 1);
  await page.reload();
  await expect(shell.navLink("All Week")).toBeVisible();
  await expect(page.getByText(firstText.trim())).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("hiddenMessages") ?? "[]") as unknown)).toHaveLength(1);
});

test("banner HTML is sanitised before it is rendered", async ({ page }) => {
  await page.route("**/", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /"banners":\[.*?\]/,
      `"banners":[{"id":99,"text":"Hello <a href=\\"/terms/\\">terms</a><img src=x onerror=\\"window.__hacked=1\\"><script>window.__hacked=2</script>"}]`,
    );
    await route.fulfill({ response, body: html });
  });
  const shell = new AppShell(page);
  await shell.open("/");
  await expect(shell.banners.getByRole("link", { name: "terms" })).toBeVisible();
  expect(await shell.banners.locator("img, script, [onerror]").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
});
