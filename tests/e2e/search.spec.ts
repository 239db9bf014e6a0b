import { expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";
import { SearchModal } from "./pages/modals.ts";

test.describe("the Search All Films modal", () => {
  test("finds films, directors and stars and leads to their pages", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open("/");
    await shell.navButton("Search").click();
    const search = new SearchModal(page);
    await search.input.fill("angry");
    await expect(search.result("12 Angry Men (1957)")).toBeVisible();
    await search.input.fill("lumet");
    await expect(search.result("Films directed by Sidney Lumet")).toBeVisible();
    await search.result("Films directed by Sidney Lumet").click();
    await expect(search.dialog).toBeHidden();
    await expect(shell.heading).toHaveText("Films directed by Sidney Lumet");
  });

  test("says when nothing is found", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open("/");
    await shell.navButton("Search").click();
    const search = new SearchModal(page);
    await search.input.fill("qqqzzzxxy");
    await expect(search.dialog.getByText("No results found. Please try another search.")).toBeVisible();
  });
});

test.describe("the modals' keyboard", () => {
  test("Search takes typing at once and one Escape closes it, text and all", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open("/");
    await shell.navButton("Search").click();
    const search = new SearchModal(page);
    await expect(search.input).toBeFocused();
    await page.keyboard.type("angry");
    await expect(search.input).toHaveValue("angry");
    await page.keyboard.press("Escape");
    await expect(search.dialog).toBeHidden();
  });

  test("Log in takes the email at once", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.open("/");
    await shell.navButton("Log in").click();
    const email = page.getByRole("dialog", { name: "Log in" }).getByLabel("Email");
    await expect(email).toBeFocused();
    await page.keyboard.type("me@example.com");
    await expect(email).toHaveValue("me@example.com");
  });
});
