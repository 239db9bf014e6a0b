import { test as base, type BrowserContext } from "@playwright/test";
import { E2E_NOW } from "./e2e-clock.ts";

export { expect } from "@playwright/test";
export { E2E_NOW, E2E_YEAR } from "./e2e-clock.ts";

/** Stops the browser's clock at the moment the server's clock stands at. */
export const fixBrowserClock = (context: BrowserContext): Promise<void> => context.clock.setFixedTime(E2E_NOW);

/** Playwright's test, with every page's clock fixed at E2E_NOW, so no listing ages while a test reads it. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await fixBrowserClock(context);
    await use(context);
  },
});
