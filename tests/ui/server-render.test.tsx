import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { BasicInitialData } from "../../domain/basic-initial-data.ts";
import { ListingPayload } from "../../domain/listing-payload.ts";
import { renderApp } from "../../ui/server-render.tsx";
import { basicInitialData, listingPayload } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

// The server renders with no DOM at all: this file runs in plain Node, as the server does.
const encodedBasicData = (banners: BasicInitialData["banners"] = []) => Schema.encodeUnknownSync(BasicInitialData)(basicInitialData(UI_NOW, banners));
const encodedListing = (days: number) => Schema.encodeUnknownSync(ListingPayload)(listingPayload(UI_NOW, days));

const articles = (html: string) => [...html.matchAll(/<article aria-label="([^"]*)"/g)].map((match) => match[1]);

describe("the server's rendering of a listing page", () => {
  it("draws the Main Page's first rows, one per film, with the film count of the week the app would show", async () => {
    const html = await renderApp({ path: "/", basicData: encodedBasicData(), listings: { today: encodedListing(1), week: encodedListing(3) } });
    const films = listingPayload(UI_NOW, 3).films.map((film) => film.title);
    expect(html).toContain('aria-label="Films"');
    expect(html).toContain("4 films");
    expect(articles(html).length).toBeGreaterThan(0);
    expect(new Set(articles(html)).size).toBe(articles(html).length);
    for (const title of articles(html)) expect(films).toContain(title);
    expect(html).toContain("Films on Freeview this Week");
    // The rows lie in the flow, one under another: placed at estimated heights, taller rows overlapped the next.
    const rows = [...html.matchAll(/<li data-index="\d+"[^>]*>/g)].map((match) => match[0]);
    expect(rows.length).toBe(articles(html).length);
    for (const row of rows) expect(row).toContain('style="position:relative"');
    expect(html).not.toMatch(/<li data-index="\d+"[^>]*top:/);
  });

  it("draws the Tonight Page from today's listing", async () => {
    const html = await renderApp({ path: pathFor("Tonight Page"), basicData: encodedBasicData(), listings: { today: encodedListing(1) } });
    expect(html).toContain('id="page-heading"');
    expect(html).not.toContain("Loading");
    expect(articles(html).length).toBeGreaterThan(0);
  });

  it("shows a site message as the text between its tags, with no script of its own", async () => {
    const html = await renderApp({
      path: "/",
      basicData: encodedBasicData([{ id: 7, text: "<strong>New:</strong> alerts &amp; <script>alert(1)</script>lists" }]),
      listings: { today: encodedListing(1), week: encodedListing(3) },
    });
    expect(html).toContain("New: alerts &amp; alert(1)lists");
    expect(html).not.toContain("<script");
  });
});
