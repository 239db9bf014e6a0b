import { expect, type Locator, type Page } from "@playwright/test";

// The Main Page and the Streaming Page share one listing: heading, filters, views and the shows panel.
export class ListingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly filmCount: Locator;
  readonly filters: Locator;
  readonly channels: Locator;
  readonly day: Locator;
  readonly sortBy: Locator;
  readonly filterToggle: Locator;
  readonly views: Locator;
  readonly films: Locator;
  readonly timeline: Locator;
  readonly lastUpdated: Locator;
  readonly offlineNote: Locator;
  readonly feedbackButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.filmCount = page.getByTestId("film-count");
    this.filters = page.getByRole("region", { name: "Listing filters" });
    this.channels = this.filters.getByLabel("Channels");
    this.day = this.filters.getByLabel("Day");
    this.sortBy = this.filters.getByLabel("Sort by");
    this.filterToggle = this.filters.getByRole("button", { name: /Sort \/ Filter/ });
    this.views = page.getByRole("group", { name: "View" });
    this.films = page.getByRole("list", { name: "Films" });
    this.timeline = page.getByRole("region", { name: "Timeline" });
    this.lastUpdated = page.getByText(/^Last updated: /);
    this.offlineNote = page.getByRole("status").filter({ hasText: /^offline, updated / });
    this.feedbackButton = page.getByRole("button", { name: "Feedback" });
  }

  async open(path = "/") {
    await this.page.goto(path);
    await expect(this.filmCount).toBeVisible();
  }

  async count(): Promise<number> {
    const text = (await this.filmCount.textContent()) ?? "";
    return Number(text.split(" ")[0]);
  }

  /** How many rows the listing has (the table is virtual: only rows near the viewport are in the page). */
  async rowCount(): Promise<number> {
    return Number(await this.films.getByRole("listitem").first().getAttribute("aria-setsize"));
  }

  /** The film pages the rows in the page link to, in order. */
  async filmPaths(): Promise<ReadonlyArray<string | null>> {
    return this.films
      .getByRole("article")
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  }

  moreShowings(): Locator {
    return this.films.getByRole("button", { name: /^\+\d+ more showings?$/ });
  }

  async openFilters() {
    if ((await this.filterToggle.getAttribute("aria-expanded")) !== "true") await this.filterToggle.click();
  }

  view(name: "table" | "grid" | "timeline"): Locator {
    return this.views.getByRole("button", { name, exact: true });
  }

  filter(label: string): Locator {
    return this.filters.getByLabel(label, { exact: true });
  }

  switch(name: string): Locator {
    return this.filters.getByRole("switch", { name, exact: true });
  }

  filmArticles(): Locator {
    return this.page.getByRole("main").getByRole("article");
  }
}
