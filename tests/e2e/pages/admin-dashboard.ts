import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";

/** The admin the browser tests' server is started with (playwright.config.ts runs `grant-admin --create` before it). */
export const E2E_ADMIN = {
  email: "e2e-admin@example.com",
  password: readFileSync(new URL("../fixtures/e2e-admin-password.txt", import.meta.url), "utf8").replace(/\r?\n$/, ""),
};

export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A call from the page itself, as the app makes it: same origin, with the page's session cookie. */
export const callFromPage = (page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
    },
    { method, path, body },
  );

// Until the login modal exists, the tests log in through the API from the page, as the modal will.
export const logIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto("/privacy/");
  const answer = await callFromPage(page, "POST", "/api/login/", { email, password });
  if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}`);
};

export const signUpAndLogIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto("/privacy/");
  const answer = await callFromPage(page, "POST", "/api/signup/", { email, password });
  if (answer.status !== 200) throw new Error(`signup of ${email} answered ${answer.status}`);
  await logIn(page, email, password);
};

/** A valid call of each admin endpoint. */
export const adminCalls = (film: string): ReadonlyArray<{ readonly method: "GET" | "POST"; readonly path: string; readonly body?: unknown }> => [
  { method: "GET", path: "/api/films/?reported&n=9" },
  { method: "POST", path: "/api/films/", body: { action: "update verified", film, verified: true } },
  { method: "GET", path: "/api/tvseries/?daily&n=9" },
  { method: "POST", path: "/api/tvseries/", body: { action: "update verified", series: film, verified: true } },
  { method: "GET", path: "/api/reviews/" },
  { method: "POST", path: "/api/reviews/", body: { action: "update verified", review: 1, verified: true } },
  { method: "GET", path: "/api/audit-log/" },
];

export const visitorStatus = async (
  request: APIRequestContext,
  call: { readonly method: string; readonly path: string; readonly body?: unknown },
): Promise<number> => (await request.fetch(call.path, { method: call.method, ...(call.body === undefined ? {} : { data: call.body }) })).status();

export class AdminDashboardPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly notAvailable: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.tabs = page.getByRole("tablist", { name: "Dashboard lists" });
    this.notAvailable = page.getByRole("heading", { name: "Page not available" });
  }

  async open(): Promise<void> {
    await this.page.goto("/dashboard/");
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name, exact: true });
  }

  /** The edit card of a film, found by its IMDb id so it stays found when its title changes. */
  card(tconst: string): FilmCard {
    return new FilmCard(this.page.locator(`article[data-tconst="${tconst}"]`));
  }

  auditRows(target: string): Locator {
    return this.page.getByRole("table").getByRole("row").filter({ hasText: target });
  }
}

export class FilmCard {
  readonly root: Locator;
  readonly title: Locator;
  readonly youtube: Locator;
  readonly verified: Locator;
  readonly status: Locator;

  constructor(root: Locator) {
    this.root = root;
    this.title = root.getByLabel("Title", { exact: true });
    this.youtube = root.getByLabel("YouTube video id");
    this.verified = root.getByRole("switch", { name: "Verified" });
    this.status = root.getByRole("status");
  }

  report(meaning: string): Locator {
    return this.root.getByRole("checkbox", { name: new RegExp(`^${meaning}`) });
  }

  async saveTitle(title: string): Promise<void> {
    await this.title.fill(title);
    await this.root.getByRole("button", { name: "Save title" }).click();
  }

  async saveTrailer(videoId: string): Promise<void> {
    await this.youtube.fill(videoId);
    await this.root.getByRole("button", { name: "Save video" }).click();
  }
}
