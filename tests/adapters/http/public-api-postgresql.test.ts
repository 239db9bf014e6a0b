import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FilmPage } from "../../../domain/title-page.ts";
import { ListingPayload } from "../../../domain/listing-payload.ts";
import { FilmSearchResult } from "../../../domain/film-search.ts";
import { backends, type DatabaseBackend } from "../persistence/database-backends.ts";
import { startPublicSiteServer, type PublicSiteServer } from "./public-site-server.ts";

const postgresql = backends().find((backend) => backend.name === "postgresql");

describe.runIf(postgresql !== undefined)("the public API on PostgreSQL", () => {
  let server: PublicSiteServer;
  beforeAll(async () => {
    const options = await (postgresql as DatabaseBackend).freshDatabase();
    server = await startPublicSiteServer(options.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await (postgresql as DatabaseBackend).dispose();
  });

  it("serves the week's shows, a film page and a search from the demo data", async () => {
    const week = Schema.decodeUnknownSync(ListingPayload)(await (await fetch(`${server.base}/api/shows/?week`)).json());
    expect(week.shows.length).toBeGreaterThan(100);
    expect(new Set(week.films.map((film) => film.imdb)).size).toBe(week.films.length);
    const film = week.films[0];
    const page = Schema.decodeUnknownSync(FilmPage)(await (await fetch(`${server.base}/api/film/${film?.slug ?? ""}/`)).json());
    expect(page.film.imdb).toBe(film?.imdb);
    const search = await fetch(`${server.base}/api/search-films/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ keyword: "AMÉLIE" }),
    });
    expect(Schema.decodeUnknownSync(FilmSearchResult)(await search.json()).result[0]?.title).toBe("Amélie");
  });
});
