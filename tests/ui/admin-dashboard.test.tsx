// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminFilm } from "../../domain/admin/admin-film.ts";
import { ANONYMOUS_PAGE_TEXT, ANONYMOUS_USER, type User } from "../../domain/user.ts";
import { ADMINS_ONLY_TEXT } from "../../ui/features/admin/dashboard-page.tsx";
import { installFakeApi, ok, type FakeCall, type FakeRoute } from "./support/fake-api.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const member: User = { ...ANONYMOUS_USER, logged_in: true, email: "member@example.com" };
const admin: User = { ...member, email: "boss@example.com", admin: true };

const adminFilm = (id: number, title: string, overrides: Partial<AdminFilm> = {}): AdminFilm => ({
  id,
  kind: "film",
  title,
  year: 2001,
  slug: `film-${id}`,
  url: `/film/film-${id}/`,
  poster_url: null,
  synopsis: "A synopsis.",
  verified: false,
  incorrect: ["YT"],
  imdb: { tconst: `tt00000${id}`, synopsis: "IMDb synopsis." },
  tvguide: { synopsis: "TV guide synopsis.", stars: ["Audrey Tautou"] },
  rotten: { url: null, synopsis_full: null, status: "UN" },
  rt_slug: null,
  tmdb: null,
  youtube: null,
  streamings: [],
  n_daily: 4,
  n_weekly: 12,
  full_data: true,
  created_at: Date.UTC(2026, 10, 1),
  ...overrides,
});

const films = (count: number, from = 1) => Array.from({ length: count }, (_, i) => adminFilm(from + i, `Film ${from + i}`));

let api: ReturnType<typeof installFakeApi> | undefined;

const start = (user: User, routes: Readonly<Record<string, FakeRoute>> = {}) => {
  api = installFakeApi({
    "GET /api/basic-initial-data/": ok(basicInitialData(UI_NOW)),
    "GET /api/user-initial-data/": ok(user),
    ...routes,
  });
  return { api, ...renderApp("/dashboard/") };
};

const adminCalls = () => (api?.calls ?? []).filter((call) => /^\/api\/(films|tvseries|reviews|audit-log)\//.test(call.path));

afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

describe("the dashboard page", () => {
  it("shows visitors nothing of the dashboard and asks them to log in", async () => {
    start(ANONYMOUS_USER);
    expect(await screen.findByText(ANONYMOUS_PAGE_TEXT)).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(adminCalls()).toEqual([]);
  });

  it("shows members nothing of the dashboard", async () => {
    start(member);
    expect(await screen.findByText(ADMINS_ONLY_TEXT)).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(adminCalls()).toEqual([]);
  });

  it("lets an admin find a film by keyword and fix its title, recording nothing locally but the server's answer", async () => {
    const changes: Array<unknown> = [];
    start(admin, {
      "GET /api/films/?keyword=amelie&n=36&offset=0": ok({ films: [adminFilm(1, "Amelie")] }),
      "POST /api/films/": (call: FakeCall) => {
        changes.push(call.body);
        return { body: { film: adminFilm(1, (call.body as { newTitle: string }).newTitle) } };
      },
    });
    const tabs = await screen.findByRole("tablist", { name: "Dashboard lists" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Update Film",
      "Added Recently",
      "Unverified",
      "Reported",
      "Reviews",
      "TV Series",
      "Films Today",
      "Series Today",
      "Popular this Week",
      "Audit Log",
    ]);
    expect(screen.getByText("Search for a film by its title or IMDb id to edit it.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Film title or IMDb id"), "amelie");
    await userEvent.click(screen.getByRole("button", { name: "Find films" }));
    const card = await screen.findByRole("article", { name: "Amelie (2001)" });
    const title = within(card).getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Amélie");
    await userEvent.click(within(card).getByRole("button", { name: "Save title" }));
    expect(await within(await screen.findByRole("article", { name: "Amélie (2001)" })).findByText("Title saved.")).toBeTruthy();
    expect(changes).toEqual([{ action: "update title", film: "tt000001", newTitle: "Amélie" }]);
  });

  it("pages a list by the chosen size, fetches five more and shows full data on request", async () => {
    start(admin, {
      "GET /api/films/?reported&n=36&offset=0": ok({ films: films(36) }),
      "GET /api/films/?reported&n=9&offset=0": ok({ films: films(9) }),
      "GET /api/films/?reported&n=5&offset=9": ok({ films: films(5, 10) }),
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Reported" }));
    await screen.findByRole("article", { name: "Film 36 (2001)" });
    await userEvent.selectOptions(screen.getByLabelText("Items per page"), "9");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(9));
    await userEvent.click(screen.getByRole("button", { name: "Fetch 5 more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(14));
    expect(screen.queryByText("TV guide synopsis.")).toBeNull();
    await userEvent.click(screen.getByRole("switch", { name: "Full data" }));
    expect(screen.getAllByText("TV guide synopsis.")).toHaveLength(14);
  });

  it("moves between tabs with the arrow keys", async () => {
    start(admin, { "GET /api/films/?n=36&offset=0": ok({ films: films(2) }) });
    const first = await screen.findByRole("tab", { name: "Update Film" });
    first.focus();
    await userEvent.keyboard("{ArrowRight}");
    const recent = screen.getByRole("tab", { name: "Added Recently" });
    expect(document.activeElement).toBe(recent);
    expect(recent.getAttribute("aria-selected")).toBe("true");
    await screen.findByRole("article", { name: "Film 2 (2001)" });
  });

  it("says when video search is not configured, and clears report flags", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    start(admin, {
      "GET /api/films/?unverified&n=36&offset=0": ok({ films: [adminFilm(1, "Amelie", { incorrect: ["YT", "PO"] })] }),
      "POST /api/films/": (call: FakeCall) => {
        const body = call.body as Record<string, unknown>;
        bodies.push(body);
        if (body["action"] === "search youtube") {
          return {
            status: 409,
            body: {
              type: "urn:tellyfilms:problem:video-search-not-configured",
              status: 409,
              title: "Video search not configured",
              detail: "Video search is not configured.",
            },
          };
        }
        const remaining = bodies.filter((b) => b["action"] === "update incorrect").length === 1 ? ["PO"] : [];
        return { body: { film: adminFilm(1, "Amelie", { incorrect: remaining as AdminFilm["incorrect"] }) } };
      },
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Unverified" }));
    const card = await screen.findByRole("article", { name: "Amelie (2001)" });
    await userEvent.click(within(card).getByRole("button", { name: "Search video options" }));
    expect(await within(card).findByText("Video search is not configured.")).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "Clear incorrect flags" }));
    await waitFor(() => expect(within(card).getByLabelText<HTMLInputElement>("YouTube trailer (YT)").checked).toBe(false));
    expect(bodies.filter((b) => b["action"] === "update incorrect").map((b) => b["type"])).toEqual(["YT", "PO"]);
    const searches = within(card).getByRole("navigation", { name: "Web searches for Amelie" });
    expect(
      within(searches)
        .getAllByRole("link")
        .every((link) => link.getAttribute("target") === "_blank"),
    ).toBe(true);
  });
});
