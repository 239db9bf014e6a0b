import { expect, type Page } from "@playwright/test";

// A deliberate margin for a loaded machine: the worker activates only after precaching the whole app. A poll returns as soon as it holds.
const INSTALL = { timeout: 30_000 };

/** The service worker and caches behind a page, as a browser's application panel shows them. */
export class InstallableApp {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async waitUntilControlled() {
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), INSTALL).toMatch(/\/sw\.js$/);
  }

  /** Every request URL kept in the page's caches, without the origin. */
  keptPaths(): Promise<ReadonlyArray<string>> {
    return this.page.evaluate(async () => {
      const paths: Array<string> = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          paths.push(url.pathname + url.search);
        }
      }
      return paths;
    });
  }

  async waitUntilKept(path: string) {
    await expect.poll(async () => (await this.keptPaths()).includes(path), INSTALL).toBe(true);
  }

  manifestHref(): Promise<string | null> {
    return this.page.locator('link[rel="manifest"]').getAttribute("href");
  }
}
