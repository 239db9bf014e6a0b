import { E2E_YEAR, expect, test } from "./fixed-clock.ts";
import { AppShell } from "./pages/app-shell.ts";
import { ListingPage } from "./pages/listing-page.ts";
import { TitlePage } from "./pages/title-page.ts";

const lastYear = E2E_YEAR - 1;

test("the Channels Page lists channels with their film counts and links to each channel", async ({ page }) => {
  const shell = new AppShell(page);
  await shell.open("/upcoming-films-by-tv-channel/");
  const channels = page.getByRole("list", { name: "Channels" });
  await expect(channels.getByRole("link").first()).toHaveText(/\d+ films?$/);
  await channels.getByRole("link", { name: /^BBC One \d+ films?$/ }).click();
  await expect(shell.heading).toHaveText("Films on BBC One Tonight and This Week");
  await expect(page.getByRole("list", { name: "Available on" })).toContainText("Freeview 1");
  const count = page.getByText(/^\d+ films?$/);
  const before = Number(((await count.textContent()) ?? "0").split(" ")[0]);
  await page.getByRole("switch", { name: "include tv series" }).check();
  await expect.poll(async () => Number(((await count.textContent()) ?? "0").split(" ")[0])).toBeGreaterThanOrEqual(before);
});

test("an unknown channel says it has no films this week", async ({ page }) => {
  await page.goto("/channel/no-such-channel/");
  await expect(page.getByText("No films showing on no-such-channel this week")).toBeVisible();
});

test("the Film Page shows the details, cast, trailer text, schedule and sharing", async ({ page }) => {
  const film = new TitlePage(page);
  await film.open("/film/12-angry-men-1957/");
  await expect(film.heading).toHaveText(/12 Angry Men \(1957\)/);
  await expect(page).toHaveTitle("12 Angry Men (1957) | TellyFilms");
  await expect(
    page
      .getByRole("article")
      .locator("strong")
      .getByText(/^(Next on TV|Showing now!|Shown today:)$/),
  ).toBeVisible();
  await expect(film.rating).toHaveAttribute("title", "You need to login to rate '12 Angry Men'");
  await expect(film.cast.getByRole("link", { name: /Henry Fonda/ })).toBeVisible();
  await expect(film.trailer).toContainText("YouTube trailer for 12 Angry Men (1957) currently missing");
  await expect(page.getByRole("region", { name: "Next on TV" })).toBeVisible();
  const popup = page.waitForEvent("popup");
  await film.share.getByRole("link", { name: "Share on Facebook" }).click();
  const opened = await popup;
  expect(opened.viewportSize()).toEqual({ width: 626, height: 436 });
  await opened.close();
});

test("reporting an error on a film thanks the visitor", async ({ page }) => {
  const film = new TitlePage(page);
  await film.open("/film/12-angry-men-1957/");
  await film.report.click();
  await page.getByRole("checkbox", { name: "poster" }).click();
  await expect(new AppShell(page).toast("Thanks for your feedback! We will review your input and correct the film details asap.")).toBeVisible();
});

test("the similar films carousel shows 3, 5 or 7 films by width and moves through them", async ({ page }) => {
  await page.route("**/api/film/12-angry-men-1957/", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { film: Record<string, unknown> };
    const similars = Array.from({ length: 12 }, (_, index) => ({
      imdb: `tt990${index}`,
      title: `Similar ${index + 1}`,
      year: 1950 + index,
      slug: `similar-${index + 1}`,
      poster_url: null,
    }));
    await route.fulfill({ response, json: { ...body, film: { ...body.film, similars } } });
  });
  const visible = page.getByRole("region", { name: "Similar films" }).locator("li:not([aria-hidden])");
  for (const [width, count] of [
    [700, 3],
    [1000, 5],
    [1500, 7],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/film/12-angry-men-1957/");
    await expect(visible).toHaveCount(count);
  }
  const previous = page.getByRole("button", { name: "Previous similar films" });
  await expect(previous).toBeDisabled();
  await page.getByRole("button", { name: "Next similar films" }).click();
  await expect(previous).toBeEnabled();
  await expect(visible.first()).toHaveText(/Similar 6/);
  await expect(page.getByRole("button", { name: "Next similar films" })).toBeDisabled();
});

test("an unknown film or series shows the 404 text", async ({ page }) => {
  await page.goto("/film/no-such-film/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid film page (404 Not Found)");
  await page.goto("/tvseries/no-such-series/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid TV series page (404 Not Found)");
});

test("the Series Page shows the series with its year range", async ({ page }) => {
  const series = new TitlePage(page);
  await series.open("/tvseries/blackadder-1983/");
  await expect(series.heading).toHaveText(/Blackadder \(1983-1989\)/);
  await expect(series.trailer).toBeVisible();
});

test("the Star and Director pages list their films, and unknown people get the 404 text", async ({ page }) => {
  await page.goto("/star/henry-fonda/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Films starring Henry Fonda");
  await expect(page.getByRole("list", { name: "Film cards" }).getByRole("link", { name: "12 Angry Men (1957)" })).toBeVisible();
  await page.goto("/director/sidney-lumet/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Films directed by Sidney Lumet");
  await page.goto("/star/nobody-at-all/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid star page (404 Not Found)");
});

test("the Genre Page lists the genre's films, or says 'Invalid Genre'", async ({ page }) => {
  await page.goto("/genre/drama/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama Films on TV this Week");
  await expect(page.getByRole("list", { name: "Films" }).getByRole("article").first()).toBeVisible();
  await page.goto("/genre/not-a-genre/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invalid Genre");
});

for (const [path, title] of [
  ["/top-films-on-tv-tonight/", "Films on Freeview Tonight and this Week"],
  ["/top-upcoming-family-films-on-tv-this-week/", "Family Films on Freeview this Week"],
  ["/top-film-premieres-this-week/", "Film Premieres on Freeview this Week"],
  ["/best-xmas-films-on-tv-this-week/", "Xmas Films on Freeview this Week"],
] as const) {
  test(`the selection page ${path} shows '${title}' and at most 30 films until the complete list is loaded`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const count = page.getByText(/^\d+ films?$/).or(page.getByText("No films to display"));
    await expect(count).toBeVisible();
    const text = (await count.textContent()) ?? "";
    const total = Number(text.split(" ")[0]);
    if (!(total > 30)) return;
    const rows = page.getByRole("list", { name: "Films" }).getByRole("listitem");
    await expect(rows.first()).toHaveAttribute("aria-setsize", "30");
    await page.getByRole("button", { name: `Load complete list (${total} films)` }).click();
    await expect(rows.first()).toHaveAttribute("aria-setsize", String(total));
  });
}

test("the Streaming Page lists a service's films sorted by average rating, with filters and a search button", async ({ page }) => {
  const listing = new ListingPage(page);
  await listing.open("/");
  await expect(listing.sortBy).toHaveValue("show time");
  await listing.open("/films-streaming/netflix/");
  await expect(listing.heading).toHaveText("Films Streaming on Netflix");
  await expect(listing.sortBy).toHaveValue("average rating");
  await expect(listing.channels).toHaveCount(0);
  await page.getByRole("button", { name: "Search all films" }).click();
  await expect(page.getByRole("dialog", { name: "Search All Films" })).toBeVisible();
});

test("the Highlights page has its six sections", async ({ page }) => {
  await page.goto("/weekly-highlights/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This Week's Highlights");
  for (const section of ["Most Anticipated", "Most Watched", "Top Rated Premiere", "Family", "Classic", "Foreign films"])
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
});

test("Best of Year hides the year links at the bounds and rejects years out of range", async ({ page }) => {
  await page.goto(`/best-films-of-year/${lastYear - 1}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Top 20 Films of ${lastYear - 1}`);
  const years = page.getByRole("navigation", { name: "Other years" });
  await years.getByRole("link", { name: `${lastYear} ▶` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Top 20 Films of ${lastYear}`);
  await expect(years.getByRole("link", { name: /▶/ })).toHaveCount(0);
  await page.goto("/best-films-of-year/1920/");
  await expect(years.getByRole("link", { name: /◀/ })).toHaveCount(0);
  await page.goto("/best-films-of-year/1900/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Invalid year: 1900. Year must be between 1920 and ${lastYear}.`);
});

test("the static pages and the testimonials", async ({ page }) => {
  await page.goto("/terms/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await page.goto("/privacy/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.goto("/testimonials/");
  await expect(page.getByRole("blockquote").first()).toBeVisible();
});

test("personal pages ask anonymous visitors to log in", async ({ page }) => {
  await page.goto("/profile/watched/");
  await expect(page.getByText("Page not available to anonymous users. Please log in to access this page.")).toBeVisible();
  await page.goto("/profile/");
  await expect(page.getByText("Profile page not available to anonymous users. Please log in to access this page.")).toBeVisible();
});

test("the Reset password page blocks an empty password and shows a refusal in a red box", async ({ page }) => {
  await page.goto("/reset/not-a-real-token");
  const button = page.getByRole("button", { name: "Reset password" });
  await expect(button).toBeDisabled();
  await page.getByLabel("New password").fill("a-new-password");
  await button.click();
  await expect(page.getByRole("alert")).toBeVisible();
});
