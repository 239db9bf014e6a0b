import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { IMDB_REPORT, imdbRatingsCsv, LETTERBOXD_REPORT, letterboxdExportZip } from "../adapters/importers/watch-history-fixtures.ts";
import { expect, test } from "./fixed-clock.ts";
import { HistoryImportPanel, rowStars } from "./pages/history-import.ts";
import { AccountModals, MemberMenu, PersonalPage } from "./pages/member.ts";

const LETTERBOXD_FILE = "letterboxd-filmfan-2026-11-20-12-00-utc.zip";
const IMDB_FILE = "ratings.csv";

const signUpAndOpenProfile = async (page: Page) => {
  const modals = new AccountModals(page);
  const menu = new MemberMenu(page);
  const email = `history-${randomUUID()}@example.com`;
  await page.goto("/profile/");
  await modals.openSignUp();
  await modals.email(modals.signUpDialog).fill(email);
  await modals.password(modals.signUpDialog).fill("Telly-history-2026");
  await modals.signUpDialog.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(menu.account).toContainText(email);
  await expect(new HistoryImportPanel(page).section).toBeVisible();
  return menu;
};

const imdbFile = async () => ({ name: IMDB_FILE, mimeType: "text/csv", buffer: await imdbRatingsCsv() });

test("a member imports a Letterboxd export and an IMDb ratings export, reads the reports and finds the films rated in their watched list", async ({ page }) => {
  test.setTimeout(120_000);
  const panel = new HistoryImportPanel(page);
  const personal = new PersonalPage(page);
  const menu = await signUpAndOpenProfile(page);

  await test.step("uploads the Letterboxd ZIP and sees what was imported, matched only by title and not found", async () => {
    const report = await panel.upload(panel.letterboxd, {
      name: LETTERBOXD_FILE,
      mimeType: "application/zip",
      buffer: Buffer.from(await letterboxdExportZip()),
    });
    await expect(report).toContainText(`Imported ${LETTERBOXD_REPORT.imported} films into your watched list.`);
    await expect(report).toContainText(`${LETTERBOXD_REPORT.matchedByTitle} films matched only by title and year`);
    await expect(panel.notFound(LETTERBOXD_FILE)).toHaveText(['The "Burbs" (1989)']);
    await panel.section.screenshot({ path: "test-results/screenshots/history-import-1280.png" });
  });

  await test.step("uploads the IMDb ratings CSV: series and episodes are skipped and an unknown film is listed", async () => {
    const report = await panel.upload(panel.imdb, await imdbFile());
    await expect(report).toContainText(`Imported ${IMDB_REPORT.imported} films into your watched list.`);
    await expect(report).toContainText("1 film matched only by title and year");
    await expect(report).toContainText("2 rows were not films (TV series or episodes) and skipped.");
    await expect(panel.notFound(IMDB_FILE)).toHaveText(['Quiet Days in Clichy, Part "Two" (1990)']);
  });

  await test.step("on a phone the panel and its report fit the screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.section.scrollIntoViewIfNeeded();
    expect(await panel.section.evaluate((section) => section.scrollWidth <= section.clientWidth)).toBe(true);
    await panel.section.screenshot({ path: "test-results/screenshots/history-import-390.png" });
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("a file that is not an export is refused with the line to fix, and the pickers stay usable from the keyboard", async () => {
    await panel.imdb.focus();
    await expect(panel.imdb).toBeFocused();
    await panel.imdb.setInputFiles({ name: "notes.csv", mimeType: "text/csv", buffer: Buffer.from("Title,Rating\r\nHeat,9\r\n") });
    await expect(panel.error).toHaveText("notes.csv line 1: no Const column, so this is not an IMDb ratings export.");
    await expect(panel.letterboxd).toBeEnabled();
  });

  await test.step("finds the films in the watched list with their dates and ratings as stars; the Letterboxd rating of Amélie stays", async () => {
    await menu.open("Watched");
    await expect(personal.heading).toHaveText("Watched Films");
    const expected: ReadonlyArray<readonly [string, number]> = [
      ["The Third Man", 5],
      ["Goodbye, Mr. Chips", 3],
      ["The Railway Children", 4],
      ["Amélie", 1],
      ["Spirited Away", 0],
      ["Die Hard", 5],
      ["It's a Wonderful Life", 4],
      ["The Dam Busters", 3],
    ];
    await expect(personal.table.getByRole("row")).toHaveCount(expected.length + 1);
    for (const [title, stars] of expected) await expect(rowStars(personal.row(title))).toHaveCount(stars);
    await expect(personal.row("The Third Man")).toContainText("1 Jun 2024");
    await expect(personal.row("Die Hard")).toContainText("3 Feb 2024");
  });
});
