import type { Locator, Page } from "@playwright/test";

export class AppShell {
  readonly page: Page;
  readonly mainNav: Locator;
  readonly heading: Locator;
  readonly quickLinks: Locator;
  readonly bottomBar: Locator;
  readonly footer: Locator;
  readonly toasts: Locator;
  readonly dialog: Locator;
  readonly banners: Locator;

  constructor(page: Page) {
    this.page = page;
    this.mainNav = page.getByRole("navigation", { name: "Main" });
    this.heading = page.getByRole("heading", { level: 1 });
    this.quickLinks = page.getByRole("navigation", { name: "Quick links" });
    this.bottomBar = page.getByRole("navigation", { name: "Quick", exact: true });
    this.footer = page.getByRole("contentinfo");
    this.toasts = page.getByRole("status").filter({ has: page.locator("div") });
    this.dialog = page.getByRole("dialog");
    this.banners = page.getByRole("region", { name: "Site messages" });
  }

  async open(path = "/") {
    await this.page.goto(path);
  }

  /**
   * Scrolls to the footer and waits until it has held still for ten frames, as a visitor reads it before a click. Below
   * a virtual listing the footer moves once more after the scroll, when the rows at the end are measured; a click sent
   * as it moved pressed the button and released elsewhere, and was lost.
   */
  async scrollToFooter(): Promise<void> {
    await this.footer.scrollIntoViewIfNeeded();
    await this.page.waitForFunction(
      () => {
        const footer = document.querySelector("footer");
        if (footer === null) return false;
        const at = `${footer.getBoundingClientRect().top} ${document.documentElement.scrollHeight}`;
        const still = window as unknown as { footerStill?: { at: string; frames: number } };
        still.footerStill = still.footerStill?.at === at ? { at, frames: still.footerStill.frames + 1 } : { at, frames: 0 };
        return still.footerStill.frames >= 10;
      },
      undefined,
      { polling: "raf" },
    );
  }

  navLink(name: string): Locator {
    return this.mainNav.getByRole("link", { name, exact: true });
  }

  navButton(name: string): Locator {
    return this.mainNav.getByRole("button", { name });
  }

  menuLink(name: string): Locator {
    return this.mainNav.getByRole("listitem").getByRole("link", { name, exact: true });
  }

  toast(text: string): Locator {
    return this.page.getByRole("status").getByText(text, { exact: true });
  }
}
