import type { BrowserContext, Page } from "@playwright/test";
import { expect, testOwnClock as test } from "./fixed-clock.ts";
import { startFilmDataStandIn, type FilmDataStandIn } from "../adapters/film-data/film-data-stand-in.ts";
import { SCHEDULE_AND_IMDB, startImportedSite, type ImportedSite } from "./imported-site.ts";
import { TitlePage } from "./pages/title-page.ts";

// A site of its own: a database fed only by the fixtures' schedule and IMDb files, enriched against the stand-in TMDB and OMDb.
const SCHEDULE_EVENING = "2026-10-24T18:30:00Z";
const TMDB = "https://image.tmdb.org/t/p/";
const GODFATHER_POSTER = "/3bhkrj58Vtu7enYsRolD1fZdja1.jpg";
// a 1x1 PNG for every TMDB image: the browser never leaves loopback
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=", "base64");

let standIn: FilmDataStandIn;
let site: ImportedSite;
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  standIn = await startFilmDataStandIn("e2e-token", "e2e-key");
  const keys = { TMDB_API_TOKEN: "e2e-token", TMDB_API_BASE: standIn.tmdbBase, OMDB_API_KEY: "e2e-key", OMDB_API_BASE: standIn.omdbBase };
  site = await startImportedSite([...SCHEDULE_AND_IMDB, ["enrich-films"]], SCHEDULE_EVENING, keys);
  base = site.base;
});

test.afterAll(async () => {
  await site?.stop();
  await standIn.close();
});

/** Serves TMDB's images from memory (or fails the ones asked for) and blanks the YouTube player: nothing leaves loopback. */
const offline = async (context: BrowserContext, failing: RegExp | null = null) => {
  await context.clock.setFixedTime(SCHEDULE_EVENING);
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => {
    const url = route.request().url();
    if (failing?.test(url) === true) return route.abort();
    if (url.startsWith(TMDB)) return route.fulfill({ contentType: "image/png", body: PIXEL });
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
};

const openFilm = async (page: Page) => {
  const film = new TitlePage(page);
  await film.open(`${base}/film/the-godfather-1972/`);
  await expect(film.heading).toHaveText(/The Godfather \(1972\)/);
  return film;
};

test("the Film Page shows the TMDB poster in three widths, the backdrop, cast photos, the trailer, the critics' scores, GB streaming and similar films", async ({
  context,
  page,
}) => {
  await offline(context);
  const film = await openFilm(page);
  const poster = page.getByRole("img", { name: "Poster for The Godfather" });
  await expect(poster).toHaveAttribute("src", `${TMDB}w342${GODFATHER_POSTER}`);
  await expect(poster).toHaveAttribute(
    "srcset",
    `${TMDB}w185${GODFATHER_POSTER} 185w, ${TMDB}w342${GODFATHER_POSTER} 342w, ${TMDB}w500${GODFATHER_POSTER} 500w`,
  );
  await expect(page.getByRole("img", { name: "Scene from The Godfather" })).toHaveAttribute("src", `${TMDB}w1280/tmU7GeKVybMWFButWEGl2M4GeiP.jpg`);
  await expect(film.cast.getByRole("link", { name: /Marlon Brando/ }).locator("img")).toHaveAttribute("src", `${TMDB}w185/fuTEPMsBtV1zE98ujPONbKiYDc2.jpg`);
  await expect(film.trailer.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/UaVTIH8mujA");
  const ratings = page.getByRole("article").getByRole("list", { name: "Ratings" }).first();
  await expect(ratings).toContainText("Critics 97%");
  await expect(ratings).toContainText("Metascore100");
  const streaming = page.getByRole("definition").filter({ has: page.getByRole("link", { name: "Netflix" }) });
  await expect(streaming.getByRole("link", { name: "Netflix" })).toHaveAttribute("href", "https://www.themoviedb.org/movie/238-the-godfather/watch?locale=GB");
  await expect(streaming.getByRole("link", { name: "Prime Video" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Paddington/ }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("enriched-film-page.png"), fullPage: true });
});

test("a poster the CDN cannot deliver gives way to the generated card", async ({ context, page }) => {
  await offline(context, /\/w\d+\/3bhkrj58Vtu7enYsRolD1fZdja1\.jpg$/);
  await openFilm(page);
  const poster = page.getByRole("img", { name: "Poster for The Godfather" });
  await expect(poster).toHaveAttribute("src", "/posters/the-godfather-1972.svg");
  await expect(poster).not.toHaveAttribute("srcset", /.+/);
});

test("the listing shows the film's TMDB poster", async ({ context, page }) => {
  await offline(context);
  await page.goto(`${base}/`);
  const row = page.getByRole("article", { name: "The Godfather" }).first();
  await expect(row.locator("img").first()).toHaveAttribute("srcset", new RegExp(`^${TMDB.replaceAll(".", "\\.")}w185${GODFATHER_POSTER} 185w`));
  await page.screenshot({ path: test.info().outputPath("enriched-listing.png") });
});

test("on a phone, the Film Page with its showings, the listing and the channels page fit the screen's width", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    await offline(phone);
    const page = await phone.newPage();
    const film = new TitlePage(page);
    await film.open(`${base}/film/the-godfather-1972/`);
    const showings = page.getByRole("region", { name: "Next on TV" }).getByRole("listitem");
    await expect(showings.first()).toContainText("Add to calendar");
    // a phone's browser widens its layout to fit content wider than the screen: the page's width is the screen's only if nothing overflows
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBe(390);
    for (const path of ["/", "/upcoming-films-by-tv-channel/"]) {
      await page.goto(`${base}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await pageWidth(), path).toBe(390);
    }
  } finally {
    await phone.close();
  }
});
