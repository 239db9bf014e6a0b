// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import type { StarRating } from "../../domain/star-rating.ts";
import { ANONYMOUS_USER, type User } from "../../domain/user.ts";
import type { FakeCall, installFakeApi } from "./support/fake-api.ts";
import { flagsOf, installMemberApi, member, message } from "./support/member-fixtures.ts";
import { renderApp } from "./support/render-app.tsx";
import { channels, film } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const navbar = () => screen.getByRole("navigation", { name: "Main" });
const firstRow = async (title: string) => (await screen.findAllByRole("article", { name: title }))[0] as HTMLElement;

// A server that keeps the flags it is sent, like the real one.
const flagServer = (start: User) => {
  let user = start;
  const put = (call: FakeCall) => {
    const body = call.body as { action: string; tconst?: string; imdb?: string; value?: boolean; stars?: StarRating | null };
    const key = body.tconst ?? body.imdb ?? "";
    const list = body.action === "alert" ? "alerts" : (body.action as "watched" | "not_interested");
    if (body.action === "save stars") {
      const { [key]: _old, ...stars } = user.stars;
      user = { ...user, stars: body.stars == null ? stars : { ...stars, [key]: body.stars } };
    } else {
      const without = user[list].filter((other) => other !== key);
      user = { ...user, [list]: body.value === true ? [...without, key] : without };
    }
    return { body: flagsOf(user) };
  };
  return { user: () => user, put };
};

describe("member features on the listings and film pages", () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    window.localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    api.restore();
  });

  it("flags a film from a row at once, saves it and confirms with a toast", async () => {
    const server = flagServer(member());
    api = installMemberApi(server.user, { "PUT /api/imdb/tt01/": server.put });
    renderApp("/");
    await screen.findByText("4 films");
    const watched = within(await firstRow("Alpha Adventure")).getByRole<HTMLInputElement>("switch", { name: "watched" });
    await waitFor(() => expect(watched.disabled).toBe(false));
    await userEvent.click(watched);
    expect(watched.checked).toBe(true);
    expect(await screen.findByText("Added 'Alpha Adventure (1990)' to 'watched' list")).toBeTruthy();
    expect(api.callsTo("/api/imdb/tt01/")[0]?.body).toEqual({ action: "watched", tconst: "tt01", title: "Alpha Adventure", year: 1990, value: true });
    await userEvent.click(within(await firstRow("Alpha Adventure")).getByRole("switch", { name: "not interested" }));
    expect(await screen.findByText("Added 'Alpha Adventure (1990)' to 'not interested' list")).toBeTruthy();
    await userEvent.click(within(await firstRow("Alpha Adventure")).getByRole("switch", { name: "watched" }));
    expect(await screen.findByText("Removed 'Alpha Adventure (1990)' from 'watched' list")).toBeTruthy();
  });

  it("puts a flag back when the server refuses to save it", async () => {
    api = installMemberApi(member(), { "PUT /api/imdb/tt02/": () => ({ status: 500, body: {} }) });
    renderApp("/");
    await screen.findByText("4 films");
    const alert = within(await firstRow("Bravo Drama")).getByRole<HTMLInputElement>("switch", { name: "alert me!" });
    await waitFor(() => expect(alert.disabled).toBe(false));
    await userEvent.click(alert);
    await waitFor(() => expect(api.callsTo("/api/imdb/tt02/")).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole("article", { name: "Bravo Drama" })[0] as HTMLElement).getByRole<HTMLInputElement>("switch", { name: "alert me!" }).checked,
      ).toBe(false),
    );
    expect(screen.queryByText(/to 'film alerts' list/)).toBeNull();
  });

  it("disables the switches for visitors and invites them to sign up", async () => {
    api = installMemberApi(ANONYMOUS_USER);
    renderApp("/");
    await screen.findByText("4 films");
    const watched = within(await firstRow("Alpha Adventure")).getByRole<HTMLInputElement>("switch", { name: "watched" });
    expect(watched.disabled).toBe(true);
    expect(watched.closest("label")?.getAttribute("title")).toMatch(/^Sign up for a free account/);
  });

  it("adds the message an alert answers with to the bell", async () => {
    const server = flagServer(member());
    const alertSet = message(41, "Alert set: 'Bravo Drama (1990)' is next on Film4 on Sat 21 Nov at 21:00.", { slug: "bravo-drama" });
    api = installMemberApi(server.user, { "PUT /api/imdb/tt02/": (call) => ({ body: { ...server.put(call).body, message: alertSet } }) });
    renderApp("/");
    await screen.findByText("4 films");
    const alert = within(await firstRow("Bravo Drama")).getByRole<HTMLInputElement>("switch", { name: "alert me!" });
    await waitFor(() => expect(alert.disabled).toBe(false));
    await userEvent.click(alert);
    expect(await screen.findByText("Added 'Bravo Drama (1990)' to 'film alerts' list")).toBeTruthy();
    await userEvent.click(within(navbar()).getByRole("button", { name: /Latest messages \(unread\)/ }));
    expect(within(navbar()).getByRole("link", { name: alertSet.text }).getAttribute("href")).toBe("/film/bravo-drama/");
  });

  it("shows the ten latest messages in the bell, unread in bold and read in italics, with links to their pages", async () => {
    const messages = Array.from({ length: 12 }, (_, index) =>
      message(index + 1, `Message ${index + 1}`, {
        date: Date.UTC(2026, 10, 1 + index, 12),
        read: index % 2 === 0,
        ...(index === 11 ? { kind: "series" as const, slug: "blackadder" } : {}),
      }),
    );
    api = installMemberApi(member({ messages }));
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: /Latest messages/ }));
    expect(within(navbar()).getByText("Latest messages")).toBeTruthy();
    const items = within(navbar()).getAllByText(/^Message \d+$/);
    expect(items.map((item) => item.textContent)).toEqual([
      "Message 12",
      "Message 11",
      "Message 10",
      "Message 9",
      "Message 8",
      "Message 7",
      "Message 6",
      "Message 5",
      "Message 4",
      "Message 3",
    ]);
    expect(items[0]?.getAttribute("href")).toBe("/tvseries/blackadder/");
    const style = (text: string) => window.getComputedStyle(within(navbar()).getByText(text).closest("li") as HTMLElement);
    expect(style("Message 12").fontWeight).toBe("700");
    expect(style("Message 11").fontStyle).toBe("italic");
    expect(within(navbar()).getByRole("link", { name: "Check all messages" }).getAttribute("href")).toBe("/profile/messages/");
  });

  it("says 'You have no new messages!' when there are none", async () => {
    api = installMemberApi(member());
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: /Latest messages/ }));
    expect(within(navbar()).getByText("You have no new messages!")).toBeTruthy();
  });

  it("offers the member pages in the avatar menu, with a solid bell on Messages when one is unread", async () => {
    api = installMemberApi(member({ messages: [message(1, "Hello")] }));
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: /Account menu/ }));
    const entries = within(navbar())
      .getAllByRole("listitem")
      .map((item) => item.textContent?.trim());
    expect(entries).toEqual(["Watched", "Film Alerts", "Not Interested", "Recommendations", "My Channels", "Messages (unread)", "Profile", "Log out"]);
    const bell = within(navbar())
      .getByRole("link", { name: /^Messages/ })
      .querySelector("path");
    expect(bell?.getAttribute("fill")).toBe("currentColor");
  });

  it("explains the rating with three tooltips and confirms a rating and its removal with toasts", async () => {
    const page = { film: film("tt01", "Alpha Adventure", { slug: "alpha-adventure" }), channels };
    const server = flagServer(member());
    api = installMemberApi(server.user, { "GET /api/film/alpha-adventure/": () => ({ body: page }), "PUT /api/imdb/tt01/": server.put });
    renderApp("/film/alpha-adventure/");
    const rating = await screen.findByRole("group", { name: /^Your rating/ });
    await waitFor(() => expect(rating.getAttribute("title")).toBe("You need to flag 'Alpha Adventure' as 'watched' before rating it"));
    await userEvent.click(within(rating).getByRole("button", { name: "3 stars" }));
    expect(api.callsTo("/api/imdb/tt01/")).toHaveLength(0);
    await userEvent.click(within(screen.getByRole("group", { name: "Your lists for Alpha Adventure" })).getByRole("switch", { name: "watched" }));
    await waitFor(() => expect(rating.getAttribute("title")).toBe("Click to rate 'Alpha Adventure'"));
    await userEvent.click(within(rating).getByRole("button", { name: "4 stars" }));
    expect(await screen.findByText("Rating of 4 stars for 'Alpha Adventure (1990)' saved!")).toBeTruthy();
    expect(within(rating).getByRole("button", { name: "4 stars" }).getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(within(rating).getByRole("button", { name: "4 stars" }));
    expect(await screen.findByText("Rating for 'Alpha Adventure (1990)' has been removed")).toBeTruthy();
    expect(
      api
        .callsTo("/api/imdb/tt01/")
        .slice(1)
        .map((call) => call.body),
    ).toEqual([
      { action: "save stars", imdb: "tt01", stars: 4 },
      { action: "save stars", imdb: "tt01", stars: null },
    ]);
  });

  it("puts the showings on the visitor's channel source first in Next on TV, then those on other platforms", async () => {
    window.localStorage.setItem("filters", JSON.stringify({ system: 3 }));
    const now = UI_NOW;
    const future = [
      { id: 1, f: "tt01", time: now + 3_600_000, cs: [2] },
      { id: 2, f: "tt01", time: now + 7_200_000, cs: [3], sub: true },
    ];
    const page = { film: film("tt01", "Alpha Adventure", { slug: "alpha-adventure", shows: { future, past4: [] } }), channels };
    api = installMemberApi(ANONYMOUS_USER, { "GET /api/film/alpha-adventure/": () => ({ body: page }) });
    renderApp("/film/alpha-adventure/");
    const next = await screen.findByRole("region", { name: "Next on TV" });
    expect(within(within(next).getByRole("list", { name: "On your channels" })).getByText("Sky Cinema")).toBeTruthy();
    expect(within(next).getByText("Subtitled")).toBeTruthy();
    expect(within(within(next).getByRole("list", { name: "On other channels and services" })).getByText("Film4")).toBeTruthy();
    expect(screen.getByText("Next on TV", { selector: "strong" }).parentElement?.textContent).toContain("Sky Cinema");
  });

  it("asks visitors to log in before rating", async () => {
    const page = { film: film("tt01", "Alpha Adventure", { slug: "alpha-adventure" }), channels };
    api = installMemberApi(ANONYMOUS_USER, { "GET /api/film/alpha-adventure/": () => ({ body: page }) });
    renderApp("/film/alpha-adventure/");
    const rating = await screen.findByRole("group", { name: /^Your rating/ });
    expect(rating.getAttribute("title")).toBe("You need to login to rate 'Alpha Adventure'");
  });

  it("saves a member's filter, view and channel source changes on the server, and a visitor's nowhere but the browser", async () => {
    const echo = (call: FakeCall) => ({ body: call.body });
    api = installMemberApi(member(), { "POST /api/save_preference/": echo, "POST /api/save_view/": echo, "POST /api/save_system/": echo });
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "title");
    await waitFor(() => expect(api.callsTo("/api/save_preference/")).toHaveLength(1));
    expect(api.callsTo("/api/save_preference/")[0]?.body).toEqual({ ...DEFAULT_FILTERS, order: "title" });
    await userEvent.click(screen.getByRole("button", { name: "grid" }));
    await waitFor(() => expect(api.callsTo("/api/save_view/")[0]?.body).toEqual({ view: "grid" }));
    await userEvent.selectOptions(screen.getByLabelText("Channels"), "Sky");
    await waitFor(() => expect(api.callsTo("/api/save_system/")[0]?.body).toEqual({ system: { kind: 1, id: 3 } }));
    expect(api.callsTo("/api/save_preference/")).toHaveLength(1);
    expect(window.localStorage.getItem("filters")).toBeNull();
  });

  it("posts the preferences when the channel page's include tv series switch changes", async () => {
    const channelPage = {
      channel: channels[0],
      systems: [{ id: 1, name: "Freeview", long_name: "Freeview", logo: null }],
      films: [],
      tvseries: [],
      shows: [],
      date: "2026-11-20",
    };
    api = installMemberApi(member(), {
      "GET /api/channel/bbc-one/": () => ({ body: channelPage }),
      "POST /api/save_preference/": (call) => ({ body: call.body }),
    });
    renderApp("/channel/bbc-one/");
    await userEvent.click(await screen.findByRole("switch", { name: "include tv series" }));
    await waitFor(() => expect(api.callsTo("/api/save_preference/")[0]?.body).toMatchObject({ include_tvseries: true }));
  });

  it("filters a member's listing by keyword 1500 ms after typing stops", async () => {
    api = installMemberApi(member());
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.click(screen.getByRole("button", { name: /Sort \/ Filter/ }));
    await userEvent.type(screen.getByLabelText("Keyword"), "bravo");
    expect(screen.getByText("4 films")).toBeTruthy();
    expect(await screen.findByText("1 film", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("counts on each hide switch the films it takes out of the current listing, not the size of the user's list", async () => {
    api = installMemberApi(member({ watched: ["tt01", "tt97", "tt98", "tt99"], not_interested: ["tt02"] }));
    renderApp("/");
    await screen.findByText("4 films");
    await userEvent.click(screen.getByRole("button", { name: /Sort \/ Filter/ }));
    expect(screen.getByRole("switch", { name: "hide watched (1)" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "hide not interested (1)" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "hide alerts (0)" })).toBeTruthy();
    await userEvent.click(screen.getByRole("switch", { name: "hide watched (1)" }));
    expect(await screen.findByText("3 films")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Keyword"), "bravo");
    expect(await screen.findByRole("switch", { name: "hide watched (0)" }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "hide not interested (1)" })).toBeTruthy();
  });

  it("uses a named custom list's channels from the user data as the channel source", async () => {
    api = installMemberApi(
      member({
        channels: [1],
        channel_lists: [
          { id: 4, title: null, channels: [1] },
          { id: 5, title: "Film fans", channels: [2] },
        ],
      }),
    );
    renderApp("/");
    await screen.findByText("4 films");
    const source = screen.getByLabelText<HTMLSelectElement>("Channels");
    expect([...source.querySelectorAll("optgroup[label='Custom lists'] option")].map((option) => option.textContent)).toEqual([
      "Custom list (default)",
      "Film fans",
    ]);
    await userEvent.selectOptions(source, "Film fans");
    expect(await screen.findByRole("heading", { name: "Films on Film fans this Week" })).toBeTruthy();
    expect(await screen.findByText("2 films")).toBeTruthy();
    expect(screen.queryAllByRole("article", { name: "Alpha Adventure" })).toHaveLength(0);
    await userEvent.selectOptions(source, "Custom list (default)");
    await waitFor(() => expect(screen.queryAllByRole("article", { name: "Bravo Drama" })).toHaveLength(0));
  });
});
