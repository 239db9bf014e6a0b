// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { ANONYMOUS_USER } from "../../domain/user.ts";
import { SAVED_AT_HEADER } from "../../ui/app/offline-copy.ts";
import { installFakeApi, ok } from "./support/fake-api.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData, channels, listingPayload } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

describe("the Main Page", () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    const now = UI_NOW;
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok(listingPayload(now, 1)),
      "GET /api/shows/?week": ok(listingPayload(now, 3)),
    });
  });

  afterEach(() => {
    cleanup();
    api.restore();
  });

  const openFilters = async () => {
    await userEvent.click(await screen.findByRole("button", { name: /Sort \/ Filter/ }));
  };

  it("fetches today's shows first and then the week, each once, and lists the week's films once each with their other showings", async () => {
    renderApp("/");
    expect(await screen.findByText("4 films")).toBeTruthy();
    expect(await screen.findAllByRole("button", { name: "+2 more showings" })).toHaveLength(4);
    expect(api.callsTo("/api/shows/").map((call) => call.path)).toEqual(["/api/shows/?today", "/api/shows/?week"]);
    expect(screen.getAllByRole("link", { name: "Alpha Adventure" }).length).toBeGreaterThan(0);
  });

  it("opens a film's other showings in place, and lists every showing on its own row on request", async () => {
    renderApp("/");
    const [more] = await screen.findAllByRole("button", { name: "+2 more showings" });
    await userEvent.click(more as HTMLElement);
    expect(more?.getAttribute("aria-expanded")).toBe("true");
    const others = screen.getByRole("list", { name: /^Other showings of / });
    expect(within(others).getAllByRole("listitem")).toHaveLength(2);
    expect(document.querySelector("ul[aria-label='Films'] > li")?.getAttribute("aria-setsize")).toBe("4");
    await openFilters();
    await userEvent.click(screen.getByRole("switch", { name: "every showing" }));
    await waitFor(() => expect(document.querySelector("ul[aria-label='Films'] > li")?.getAttribute("aria-setsize")).toBe("12"));
    expect(screen.getByText("4 films")).toBeTruthy();
  });

  it("bounds the year slider by the oldest and newest release years of the listed films and filters by a chosen year", async () => {
    const now = UI_NOW;
    const payload = listingPayload(now, 1);
    const films = payload.films.map((item, index) => ({ ...item, year: [1962, 2025, 1990, 2003][index] ?? 1990 }));
    api.restore();
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok({ ...payload, films }),
      "GET /api/shows/?week": ok({ ...listingPayload(now, 3), films }),
    });
    renderApp("/");
    await screen.findByText("4 films");
    await openFilters();
    const to = screen.getByRole("slider", { name: "To year" });
    const from = screen.getByRole("slider", { name: "From year" });
    expect([from.getAttribute("min"), from.getAttribute("max"), (from as HTMLInputElement).value]).toEqual(["1962", "2025", "1962"]);
    expect([to.getAttribute("min"), to.getAttribute("max"), (to as HTMLInputElement).value]).toEqual(["1962", "2025", "2025"]);
    expect(screen.getByText("Released 1962 – 2025")).toBeTruthy();
    fireEvent.change(to, { target: { value: "2024" } });
    expect(await screen.findByText("3 films")).toBeTruthy();
    fireEvent.change(to, { target: { value: "2025" } });
    expect(await screen.findByText("4 films")).toBeTruthy();
  });

  it("sorts a Streaming Page by average rating by default, as the spec does for a streaming source", async () => {
    renderApp("/films-streaming/netflix/");
    expect(await screen.findByRole("heading", { level: 1, name: "Films Streaming on Netflix" })).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" }).value).toBe("average rating");
  });

  it("narrows the count when a certificate is chosen and says so when nothing matches", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    await openFilters();
    await userEvent.selectOptions(screen.getByLabelText("Certificate"), "U");
    expect(await screen.findByText("2 films")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Certificate"), "PG");
    expect(await screen.findByText("0 films")).toBeTruthy();
    expect(screen.getByText("No match (adjust filters)")).toBeTruthy();
  });

  it("keeps a visitor's filters in local storage and confirms a new channel source with a toast", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.selectOptions(screen.getByLabelText("Channels"), "Sky");
    expect(await screen.findByText("Set channels list to: Sky")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem("filters") ?? "{}")).toMatchObject({ system: { kind: 1, id: 3 } }));
  });

  it("migrates a stored bare system number to a system pair", async () => {
    window.localStorage.setItem("filters", JSON.stringify({ system: 3, order: "title" }));
    renderApp("/");
    await screen.findByTestId("film-count");
    expect(screen.getByLabelText<HTMLSelectElement>("Channels").value).toBe("1:3");
    expect(screen.getByLabelText<HTMLSelectElement>("Sort by").value).toBe("title");
  });

  it("offers the timeline only for live sources and disables the hide switches for visitors", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    const views = screen.getByRole("group", { name: "View" });
    expect(within(views).getByRole("button", { name: "timeline" })).toBeTruthy();
    await openFilters();
    const hide = screen.getByRole("switch", { name: "hide watched (sign up required)" });
    expect((hide as HTMLInputElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText("Channels"), "Netflix");
    await waitFor(() => expect(within(views).queryByRole("button", { name: "timeline" })).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>("Sort by").value).toBe("average rating");
  });

  it("offers no live channel's switch on a streaming service, and lists its films whichever of them were on before", async () => {
    const now = UI_NOW;
    const streamed = listingPayload(now, 1)
      .films.slice(0, 3)
      .map((item, index) => ({ id: 900 + index, f: item.imdb, time: now - 48 * 3_600_000, s: 1 }));
    api.restore();
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok(listingPayload(now, 1)),
      "GET /api/shows/?week": ok(listingPayload(now, 3)),
      "GET /api/shows/?streaming=netflix": ok({ ...listingPayload(now, 1), shows: streamed }),
    });
    renderApp("/");
    await screen.findByText("4 films");
    await openFilters();
    for (const name of ["subtitled", "last chance", "evening", "HD"]) await userEvent.click(screen.getByRole("switch", { name }));
    expect(await screen.findByText("0 films")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Channels"), "Netflix");
    expect(await screen.findByText("3 films")).toBeTruthy();
    for (const name of [
      "include earlier",
      "evening",
      "HD",
      "include tv series",
      "subtitled",
      "audio described",
      "signed",
      "first time on free TV",
      "last chance",
    ])
      expect(screen.queryByRole("switch", { name })).toBeNull();
    expect(screen.getByRole("switch", { name: "every showing" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Channels"), "Freeview");
    expect(await screen.findByText("0 films")).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "subtitled" }).checked).toBe(true);
  });

  it("counts the films of a Channel Page, each once, over its table of every showing", async () => {
    const now = UI_NOW;
    const week = listingPayload(now, 3);
    const onFilm4 = week.shows.filter((item) => item.cs?.includes(2) === true);
    api.restore();
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/channel/film4/": ok({
        channel: channels[1],
        systems: [basicInitialData(now).systems[0]],
        films: week.films,
        tvseries: [],
        shows: onFilm4,
        date: week.date,
      }),
    });
    renderApp("/channel/film4/");
    expect(await screen.findByText("2 films")).toBeTruthy();
    // Bravo Drama and Delta Force Five, each on each of the three days
    expect(document.querySelector("ul[aria-label='Films'] > li")?.getAttribute("aria-setsize")).toBe("6");
  });

  it("remembers the grid page size", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.click(screen.getByRole("button", { name: "grid" }));
    const [size] = screen.getAllByLabelText("Films per page");
    await userEvent.selectOptions(size as HTMLElement, "12");
    await waitFor(() => expect(window.localStorage.getItem("showsPerPage")).toBe("12"));
    expect(window.localStorage.getItem("view")).toBe('"grid"');
  });

  it("alerts when the timeline is scrolled before its start", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.click(screen.getByRole("button", { name: "timeline" }));
    const back = await screen.findByRole("button", { name: /6 h earlier/ });
    for (let i = 0; i < 5; i++) await userEvent.click(back);
    expect((await screen.findByRole("alert")).textContent).toMatch(/^You can't scroll past .+\.$/);
  });

  it("applies a logged-in user's saved filters and view and enables the hide switches", async () => {
    api.restore();
    const now = UI_NOW;
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": ok({
        ...ANONYMOUS_USER,
        logged_in: true,
        watched: ["tt01"],
        preferred_view: "grid",
        filters: { ...DEFAULT_FILTERS, system: { kind: 1, id: 3 } },
      }),
      "GET /api/shows/?today": ok(listingPayload(now, 1)),
      "GET /api/shows/?week": ok(listingPayload(now, 3)),
    });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Films on Sky this Week" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "grid" }).getAttribute("aria-pressed")).toBe("true");
    await openFilters();
    const hide = screen.getByRole<HTMLInputElement>("switch", { name: "hide watched (1)" });
    expect(hide.disabled).toBe(false);
    expect(window.localStorage.getItem("filters")).toBeNull();
  });

  it("says nothing about being offline while the listings come from the server", async () => {
    renderApp("/");
    await screen.findByText("4 films");
    expect(screen.queryByText(/^offline, updated/)).toBeNull();
  });

  it("shows an 'offline, updated' status with the UK time the kept copy was fetched when the week comes from the offline copy", async () => {
    api.restore();
    const now = UI_NOW;
    const savedAt = String(Date.parse("2026-11-25T19:30:00Z"));
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok(listingPayload(now, 1)),
      "GET /api/shows/?week": () => ({ body: listingPayload(now, 3), headers: { [SAVED_AT_HEADER]: savedAt } }),
    });
    renderApp("/");
    await screen.findByText("4 films");
    expect((await screen.findByText(/^offline, updated/)).getAttribute("role")).toBe("status");
    expect(screen.getByText(/^offline, updated/).textContent).toBe("offline, updated Wednesday 25 November, 19:30");
  });
});
