import { expect, type Dialog, type Locator, type Page } from "@playwright/test";

// The account modals: Sign up, Log in and Forgot password.
export class AccountModals {
  readonly page: Page;
  readonly signUpDialog: Locator;
  readonly logInDialog: Locator;
  readonly forgotDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.signUpDialog = page.getByRole("dialog", { name: "Sign up" });
    this.logInDialog = page.getByRole("dialog", { name: "Log in" });
    this.forgotDialog = page.getByRole("dialog", { name: "Forgot password" });
  }

  email(dialog: Locator): Locator {
    return dialog.getByLabel("Email", { exact: true });
  }

  password(dialog: Locator): Locator {
    return dialog.getByLabel(/password/i).first();
  }

  async openSignUp() {
    await this.page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign up" }).click();
    await expect(this.signUpDialog).toBeVisible();
  }

  async openLogIn() {
    await this.page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Log in" }).click();
    await expect(this.logInDialog).toBeVisible();
  }

  async logIn(email: string, password: string) {
    await this.openLogIn();
    await this.email(this.logInDialog).fill(email);
    await this.password(this.logInDialog).fill(password);
    await this.logInDialog.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(this.logInDialog).toBeHidden();
  }
}

// The bell and the avatar menu of a logged-in user.
export class MemberMenu {
  readonly page: Page;
  readonly nav: Locator;
  readonly bell: Locator;
  readonly account: Locator;

  constructor(page: Page) {
    this.page = page;
    this.nav = page.getByRole("navigation", { name: "Main" });
    this.bell = this.nav.getByRole("button", { name: /Latest messages/ });
    this.account = this.nav.getByRole("button", { name: /Account menu/ });
  }

  async open(entry: string) {
    await this.account.click();
    await this.nav
      .getByRole("listitem")
      .getByRole(entry === "Log out" ? "button" : "link", { name: entry, exact: true })
      .click();
  }
}

// Answers the browser's alert, confirm and prompt boxes in order, and keeps their texts.
export class DialogAnswers {
  readonly seen: Array<string> = [];
  private readonly answers: Array<{ readonly accept: boolean; readonly text?: string }> = [];

  constructor(page: Page) {
    page.on("dialog", (dialog: Dialog) => {
      this.seen.push(dialog.message());
      const answer = this.answers.shift() ?? { accept: true };
      void (answer.accept ? dialog.accept(answer.text) : dialog.dismiss());
    });
  }

  next(accept: boolean, text?: string) {
    this.answers.push(text === undefined ? { accept } : { accept, text });
  }

  async last(): Promise<string> {
    await expect.poll(() => this.seen.length).toBeGreaterThan(0);
    return this.seen[this.seen.length - 1] ?? "";
  }
}

export class PersonalPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.table = page.getByRole("table");
    this.search = page.getByLabel("Search your list");
  }

  row(title: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }
}
