import type { Locator, Page } from "@playwright/test";

export class AppShell {
  readonly page: Page;
  readonly mainNav: Locator;
  readonly heading: Locator;

  constructor(page: Page) {
    this.page = page;
    this.mainNav = page.getByRole("navigation", { name: "Main" });
    this.heading = page.getByRole("heading", { level: 1 });
  }

  async open(path = "/") {
    await this.page.goto(path);
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole("link", { name, exact: true });
  }

  navButton(name: string): Locator {
    return this.mainNav.getByRole("button", { name });
  }
}
