import { join } from "node:path";
import { expect, testOwnClock as test } from "./fixed-clock.ts";
import { IMPORT_FIXTURES, SCHEDULE_AND_IMDB, startImportedSite, type ImportedSite } from "./imported-site.ts";
import { ListingPage } from "./pages/listing-page.ts";

// A site fed only by the fixtures' schedule and IMDb files and a real-format streaming catalogue file.
const SCHEDULE_EVENING = "2026-10-24T18:30:00Z";

let site: ImportedSite;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  site = await startImportedSite([...SCHEDULE_AND_IMDB, ["import-streaming", join(IMPORT_FIXTURES, "streaming-catalogue-uk.csv")]], SCHEDULE_EVENING);
});

test.afterAll(async () => {
  await site?.stop();
});

test("the Streaming Page of a service lists the films its catalogue file named, each linking to the service", async ({ context, page }) => {
  await context.clock.setFixedTime(SCHEDULE_EVENING);
  const listing = new ListingPage(page);
  await listing.open(`${site.base}/films-streaming/netflix/`);
  await expect(listing.heading).toHaveText("Films Streaming on Netflix");
  await expect(listing.filmCount).toHaveText("2 films");
  const godfather = listing.films.getByRole("article", { name: "The Godfather" });
  await expect(godfather.getByRole("link", { name: "Watch on Netflix" })).toHaveAttribute("href", "https://www.netflix.com/title/60011152");
  const whisky = listing.films.getByRole("article", { name: "Whisky Galore!" });
  await expect(whisky.getByRole("link", { name: "Watch on Netflix" })).toHaveAttribute("href", "https://www.netflix.com/title/70041223");
  await expect(listing.films.getByRole("article", { name: "Paddington" })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("imported-streaming-page.png") });
});

test("the service found by its display name in the file gets its own Streaming Page", async ({ context, page }) => {
  await context.clock.setFixedTime(SCHEDULE_EVENING);
  const listing = new ListingPage(page);
  await listing.open(`${site.base}/films-streaming/disney-plus/`);
  await expect(listing.heading).toHaveText("Films Streaming on Disney+");
  await expect(listing.filmCount).toHaveText("1 film");
  const paddington = listing.films.getByRole("article", { name: "Paddington" });
  await expect(paddington.getByRole("link", { name: "Watch on Disney+" })).toHaveAttribute(
    "href",
    "https://www.disneyplus.com/en-gb/movies/paddington/2Uq3oYqaCBQ4",
  );
});
