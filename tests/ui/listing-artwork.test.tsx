// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../../domain/user.ts";
import { installFakeApi, ok } from "./support/fake-api.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData, channels, film, films, listingPayload } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const POSTER = "https://image.tmdb.org/t/p/w500/bravo.jpg";
const FILM4_LOGO = "https://logos.example.org/film4.png";

// Alpha Adventure and the BBC One channel have only the site's generated artwork; Bravo Drama has a TMDB poster and Film4 a logo of its own.
const withArtwork = () => {
  const payload = listingPayload(UI_NOW, 1);
  return {
    ...payload,
    films: films.map((entry) => (entry.imdb === "tt02" ? film(entry.imdb, entry.title, { ...entry, poster_url: POSTER }) : entry)),
    channels: channels.map((channel) => (channel.slug === "film4" ? { ...channel, logo: FILM4_LOGO } : channel)),
  };
};

const rowOf = async (title: string) => within(await screen.findByRole("article", { name: title }));

describe("the listing's posters and channel logos", () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(UI_NOW)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok(withArtwork()),
      "GET /api/shows/?week": ok(withArtwork()),
    });
  });

  afterEach(() => {
    cleanup();
    api.restore();
  });

  it("draws a film's generated poster and a channel's generated logo in the row, with no image to fetch", async () => {
    renderApp("/");
    const row = await rowOf("Alpha Adventure");
    const article = screen.getByRole("article", { name: "Alpha Adventure" });
    expect(article.querySelector("img[src^='/posters/'], img[src^='/logos/']")).toBeNull();
    const poster = article.querySelector("[data-title]");
    expect(poster?.getAttribute("data-title")).toBe("Alpha Adventure");
    expect(poster?.getAttribute("data-years")).toBe("1990");
    expect(poster?.closest("[aria-hidden='true']")).not.toBeNull();
    const logo = row.getByRole("img", { name: "BBC One" });
    expect(logo.tagName).toBe("SPAN");
    expect(logo.getAttribute("data-name")).toBe("BBC One");
  });

  it("keeps a real poster and a real logo as lazy images decoded off the main thread", async () => {
    renderApp("/");
    const article = await screen.findByRole("article", { name: "Bravo Drama" });
    const poster = article.querySelector("img");
    expect(poster?.getAttribute("srcset")).toContain("https://image.tmdb.org/t/p/w185/bravo.jpg 185w");
    expect(poster?.getAttribute("loading")).toBe("lazy");
    expect(poster?.getAttribute("decoding")).toBe("async");
    const logo = within(article).getByRole("img", { name: "Film4" });
    expect(logo.tagName).toBe("IMG");
    expect(logo.getAttribute("src")).toBe(FILM4_LOGO);
    expect(logo.getAttribute("decoding")).toBe("async");
  });

  it("draws the generated artwork in place of a poster or a logo that does not load", async () => {
    renderApp("/");
    const article = await screen.findByRole("article", { name: "Bravo Drama" });
    fireEvent.error(article.querySelector("img") as HTMLImageElement);
    await waitFor(() => expect(article.querySelector("[data-title]")?.getAttribute("data-title")).toBe("Bravo Drama"));
    fireEvent.error(within(article).getByRole("img", { name: "Film4" }));
    await waitFor(() => expect(within(article).getByRole("img", { name: "Film4" }).tagName).toBe("SPAN"));
    expect(article.querySelector("img")).toBeNull();
  });
});
