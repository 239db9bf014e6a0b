import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { SERVER_RENDERED_ATTRIBUTE } from "../../adapters/http/contract/server-rendering.ts";
import { E2E_NOW } from "./e2e-clock.ts";

export { expect } from "@playwright/test";
export { E2E_NOW, E2E_YEAR } from "./e2e-clock.ts";

/** Stops the browser's clock at the moment the server's clock stands at. */
export const fixBrowserClock = (context: BrowserContext): Promise<void> => context.clock.setFixedTime(E2E_NOW);

/**
 * Waits until the app has replaced the server's markup of the page with its own: before that a click or a choice lands
 * on markup without handlers, as it would for a visitor, and is lost.
 */
export const appStarted = (page: Page): Promise<unknown> =>
  page.waitForFunction((attribute) => document.getElementById("root")?.hasAttribute(attribute) !== true, SERVER_RENDERED_ATTRIBUTE);

const startedAfter =
  <A extends ReadonlyArray<unknown>, R>(page: Page, navigate: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const response = await navigate(...args);
    await appStarted(page);
    return response;
  };

/** Playwright's test, with every navigation done once the app has started on the page it loaded; the test sets the clock. */
export const testOwnClock = base.extend({
  page: async ({ page }, use) => {
    page.goto = startedAfter(page, page.goto.bind(page));
    page.reload = startedAfter(page, page.reload.bind(page));
    page.goBack = startedAfter(page, page.goBack.bind(page));
    page.goForward = startedAfter(page, page.goForward.bind(page));
    await use(page);
  },
});

/** testOwnClock, with every page's clock fixed at E2E_NOW, so no listing ages while a test reads it. */
export const test = testOwnClock.extend({
  context: async ({ context }, use) => {
    await fixBrowserClock(context);
    await use(context);
  },
});
