import { expect, type Locator, type Page } from "@playwright/test";

/** The profile page's "Import your history" panel: a file picker per site and the report of the last import. */
export class HistoryImportPanel {
  readonly page: Page;
  readonly section: Locator;
  readonly letterboxd: Locator;
  readonly imdb: Locator;
  readonly error: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page.getByRole("region", { name: "Import your history" });
    this.letterboxd = this.section.getByLabel("Letterboxd export");
    this.imdb = this.section.getByLabel("IMDb ratings");
    this.error = this.section.getByRole("alert");
  }

  report(file: string): Locator {
    return this.section.getByRole("region", { name: `Import report for ${file}` });
  }

  notFound(file: string): Locator {
    return this.report(file).getByRole("list", { name: "Films not found" }).getByRole("listitem");
  }

  async upload(picker: Locator, file: { readonly name: string; readonly mimeType: string; readonly buffer: Buffer }): Promise<Locator> {
    await picker.setInputFiles(file);
    const report = this.report(file.name);
    await expect(report.or(this.error)).toBeVisible();
    return report;
  }
}

/** The stars a watched-list row shows for its film. */
export const rowStars = (row: Locator): Locator => row.getByRole("group", { name: /^Your rating/ }).locator("button[aria-pressed='true']");
