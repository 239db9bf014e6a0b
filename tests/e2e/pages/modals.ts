import type { Locator, Page } from "@playwright/test";

export class SearchModal {
  readonly dialog: Locator;
  readonly input: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Search All Films" });
    this.input = this.dialog.getByLabel("Film title, director or star");
  }

  result(name: string | RegExp): Locator {
    return this.dialog.getByRole("link", { name });
  }
}

export class FeedbackModal {
  readonly dialog: Locator;
  readonly text: Locator;
  readonly category: Locator;
  readonly email: Locator;
  readonly send: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Feedback" });
    this.text = this.dialog.getByLabel("Your feedback");
    this.category = this.dialog.getByLabel("Category");
    this.email = this.dialog.getByLabel("Email (optional)");
    this.send = this.dialog.getByRole("button", { name: "Send feedback" });
  }
}
