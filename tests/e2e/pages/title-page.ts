import type { Locator, Page } from "@playwright/test";

export class TitlePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly trailer: Locator;
  readonly cast: Locator;
  readonly share: Locator;
  readonly report: Locator;
  readonly rating: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.trailer = page.getByRole("region", { name: "Trailer" });
    this.cast = page.getByRole("region", { name: "Cast and crew" });
    this.share = page.getByRole("list", { name: "Share" });
    this.report = page.getByText("Report incorrect details");
    this.rating = page.getByRole("group", { name: /^Your rating/ });
  }

  async open(path: string) {
    await this.page.goto(path);
  }
}
