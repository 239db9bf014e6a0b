// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXPLORER_DEFAULT_FILTERS } from "../../domain/filters.ts";
import type { ListItem } from "../../domain/list-item.ts";
import { ANONYMOUS_PAGE_TEXT, ANONYMOUS_PROFILE_TEXT, ANONYMOUS_USER, type User } from "../../domain/user.ts";
import type { FakeCall, installFakeApi } from "./support/fake-api.ts";
import { answerDialog, flagsOf, forgetDialogs, installMemberApi, member, message } from "./support/member-fixtures.ts";
import { renderApp } from "./support/render-app.tsx";
import { UI_NOW } from "./support/ui-test-harness.ts";

const item = (tconst: string, title: string, year: number, timeStamp: number | null, kind: ListItem["kind"] = "film"): ListItem => ({
  tconst,
  title,
  year,
  slug: title.toLowerCase().replace(/ /g, "-"),
  kind,
  time_stamp: timeStamp,
});

const WATCHED = [item("tt01", "Alpha Adventure", 1990, null), item("tt02", "Bravo Drama", 1985, Date.UTC(2020, 4, 1))];
const titles = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("link")[0]?.textContent);

describe("the personal pages", () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    window.localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    api.restore();
    forgetDialogs();
  });

  it("tell visitors to log in, with the profile's own text", async () => {
    api = installMemberApi(ANONYMOUS_USER);
    renderApp("/profile/watched/");
    expect(await screen.findByText(ANONYMOUS_PAGE_TEXT)).toBeTruthy();
    cleanup();
    renderApp("/profile/");
    expect(await screen.findByText(ANONYMOUS_PROFILE_TEXT)).toBeTruthy();
    cleanup();
    renderApp("/explore/");
    expect(await screen.findByText(ANONYMOUS_PAGE_TEXT)).toBeTruthy();
  });

  it("list the watched films with search, sortable columns and 'before Feb 2019' for films without a date", async () => {
    api = installMemberApi(member({ watched: ["tt01", "tt02"] }), { "GET /api/watched/": () => ({ body: { films: WATCHED } }) });
    renderApp("/profile/watched/");
    expect(await screen.findByRole("heading", { name: "Watched Films" })).toBeTruthy();
    await screen.findByRole("table");
    expect(titles()).toEqual(["Bravo Drama", "Alpha Adventure"]);
    expect(within(screen.getAllByRole("row")[2] as HTMLElement).getByText("before Feb 2019")).toBeTruthy();
    expect(within(screen.getAllByRole("row")[1] as HTMLElement).getByText("1 May 2020")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /^Title/ }));
    expect(titles()).toEqual(["Alpha Adventure", "Bravo Drama"]);
    expect(screen.getByRole("columnheader", { name: /Title/ }).getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(screen.getByRole("button", { name: /^Year/ }));
    expect(titles()).toEqual(["Bravo Drama", "Alpha Adventure"]);
    await userEvent.type(screen.getByLabelText("Search your list"), "alp");
    expect(titles()).toEqual(["Alpha Adventure"]);
  });

  it("link a film to its film page and a TV series to its series page", async () => {
    const items = [item("tt01", "Alpha Adventure", 1990, null), item("tt05", "Long Saga", 2010, Date.UTC(2021, 0, 1), "series")];
    api = installMemberApi(member({ not_interested: ["tt01", "tt05"] }), { "GET /api/not-interested/": () => ({ body: { films: items } }) });
    renderApp("/profile/not-interested/");
    await screen.findByRole("table");
    expect(screen.getByRole("link", { name: "Alpha Adventure" }).getAttribute("href")).toBe("/film/alpha-adventure/");
    expect(screen.getByRole("link", { name: "Long Saga" }).getAttribute("href")).toBe("/tvseries/long-saga/");
  });

  it("removes a film only after the confirmation, and says so", async () => {
    let user = member({ watched: ["tt01", "tt02"] });
    api = installMemberApi(() => user, {
      // as the server does, the list answers the member's flags as they are now
      "GET /api/watched/": () => ({ body: { films: WATCHED.filter((film) => user.watched.includes(film.tconst)) } }),
      "PUT /api/imdb/tt01/": () => {
        user = { ...user, watched: ["tt02"] };
        return { body: flagsOf(user) };
      },
    });
    const confirm = answerDialog("confirm", false, true);
    renderApp("/profile/watched/");
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Remove Alpha Adventure" }));
    expect(confirm).toHaveBeenLastCalledWith("Remove 'Alpha Adventure (1990)' from your 'watched' list?");
    expect(api.callsTo("/api/imdb/")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Remove Alpha Adventure" }));
    expect(await screen.findByText("Removed 'Alpha Adventure (1990)' from 'watched' list")).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(["Bravo Drama"]));
    expect(api.callsTo("/api/imdb/tt01/")[0]?.body).toEqual({ action: "watched", tconst: "tt01", title: "Alpha Adventure", year: 1990, value: false });
  });

  it("edits a watched date in its row", async () => {
    let films: ReadonlyArray<unknown> = WATCHED;
    api = installMemberApi(member({ watched: ["tt01", "tt02"] }), {
      "GET /api/watched/": () => ({ body: { films } }),
      "PUT /api/user/": (call: FakeCall) => {
        const date = (call.body as { date: string }).date;
        films = [WATCHED[0], { ...WATCHED[1], time_stamp: Date.parse(`${date}T00:00:00Z`) }];
        return { body: { films } };
      },
    });
    renderApp("/profile/watched/");
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Edit date for Bravo Drama" }));
    const input = screen.getByLabelText<HTMLInputElement>("Watched date for Bravo Drama");
    expect(input.value).toBe("2020-05-01");
    fireEvent.change(input, { target: { value: "2021-03-04" } });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("4 Mar 2021")).toBeTruthy();
    expect(screen.queryByLabelText("Watched date for Bravo Drama")).toBeNull();
    expect(api.callsTo("/api/user/")[0]?.body).toEqual({ action: "update watched date", tconst: "tt02", date: "2021-03-04" });
  });

  it("say what the lists are for when they are empty", async () => {
    api = installMemberApi(member(), { "GET /api/alerts/": () => ({ body: { films: [] } }) });
    renderApp("/profile/alerts/");
    expect(await screen.findByText("Films that you mark as watched, alert me! or not interested will be listed here.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Film Alerts" })).toBeTruthy();
  });

  it("give recommendations with their reasons", async () => {
    const films = [
      {
        tconst: "tt03",
        title: "A Christmas Tale",
        year: 1990,
        slug: "a-christmas-tale",
        poster_url: null,
        time: UI_NOW + 3_600_000,
        reason: "A Comedy film, a genre you enjoy",
      },
    ];
    api = installMemberApi(member(), { "GET /api/recommendations/": () => ({ body: { films } }) });
    renderApp("/profile/recommendations/");
    expect(await screen.findByText("A Comedy film, a genre you enjoy")).toBeTruthy();
    expect(screen.getByRole("link", { name: "A Christmas Tale (1990)" }).getAttribute("href")).toBe("/film/a-christmas-tale/");
  });

  describe("My Channels", () => {
    const withLists = (user: User): User => ({ ...user, channels: [1], channel_lists: [{ id: 4, title: null, channels: [1] }] });

    it("toggles a channel of the default list and confirms with the toast", async () => {
      let user = withLists(member());
      api = installMemberApi(() => user, {
        "PUT /api/user/": () => {
          user = { ...user, channels: [1, 2] };
          return { body: user };
        },
      });
      renderApp("/profile/channels/");
      const channels = await screen.findByRole("list", { name: "Channels in Custom list (default)" });
      expect(within(channels).getByRole<HTMLInputElement>("checkbox", { name: "BBC One" }).checked).toBe(true);
      await userEvent.click(within(channels).getByRole("checkbox", { name: "Film4" }));
      expect(await screen.findByText("Updated channels list 'Custom list (default)'")).toBeTruthy();
      expect(within(channels).getByRole<HTMLInputElement>("checkbox", { name: "Film4" }).checked).toBe(true);
      expect(api.callsTo("/api/user/")[0]?.body).toEqual({ action: "toggle channel", channel: 2, channels_list: null, system: null });
    });

    it("creates a list from a prompt whose default is 'My custom channels', and an empty title cancels", async () => {
      let user = withLists(member());
      api = installMemberApi(() => user, {
        "POST /api/user/": () => {
          user = { ...user, channel_lists: [...user.channel_lists, { id: 9, title: "Film fans", channels: [1] }] };
          return { body: user };
        },
      });
      const prompt = answerDialog("prompt", "   ", "Film fans");
      renderApp("/profile/channels/");
      await userEvent.click(await screen.findByRole("button", { name: "Create list" }));
      expect(prompt).toHaveBeenLastCalledWith("Title of the new channels list", "My custom channels");
      expect(api.callsTo("/api/user/")).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: "Create list" }));
      await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Channels list").value).toBe("list:9"));
      expect(api.callsTo("/api/user/")[0]?.body).toEqual({ action: "create channels list", title: "Film fans" });
      expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "BBC One" }).checked).toBe(true);
    });

    it("deletes a named list only after the confirmation", async () => {
      let user = {
        ...withLists(member()),
        channel_lists: [
          { id: 4, title: null, channels: [1] },
          { id: 9, title: "Film fans", channels: [] },
        ],
      };
      api = installMemberApi(() => user, {
        "POST /api/user/": () => {
          user = { ...user, channel_lists: [{ id: 4, title: null, channels: [1] }] };
          return { body: user };
        },
      });
      const confirm = answerDialog("confirm", false, true);
      renderApp("/profile/channels/");
      await userEvent.selectOptions(await screen.findByLabelText("Channels list"), "Film fans");
      await userEvent.click(screen.getByRole("button", { name: "Delete list" }));
      expect(confirm).toHaveBeenLastCalledWith("Are you sure you want to delete the channels list 'Film fans'?");
      expect(api.callsTo("/api/user/")).toHaveLength(0);
      await userEvent.click(screen.getByRole("button", { name: "Delete list" }));
      await waitFor(() => expect(api.callsTo("/api/user/")[0]?.body).toEqual({ action: "delete channels list", channels_list: 9 }));
      await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Channels list").value).toBe("default"));
    });

    it("shows a named list's channels from the user data and replaces them with Select all", async () => {
      let user = {
        ...withLists(member()),
        channel_lists: [
          { id: 4, title: null, channels: [1] },
          { id: 9, title: "Film fans", channels: [3] },
        ],
      };
      api = installMemberApi(() => user, {
        "PUT /api/user/": (call: FakeCall) => {
          const { channels } = call.body as { channels: Array<number> };
          user = {
            ...user,
            channel_lists: [
              { id: 4, title: null, channels: [1] },
              { id: 9, title: "Film fans", channels },
            ],
          };
          return { body: user };
        },
      });
      const { store } = renderApp("/profile/channels/");
      await userEvent.selectOptions(await screen.findByLabelText("Channels list"), "Film fans");
      const channels = screen.getByRole("list", { name: "Channels in Film fans" });
      expect(
        within(channels)
          .getAllByRole<HTMLInputElement>("checkbox")
          .filter((box) => box.checked)
          .map((box) => box.labels?.[0]?.textContent),
      ).toEqual(["Sky Cinema"]);
      await userEvent.click(screen.getByRole("button", { name: "Select all" }));
      expect(await screen.findByText("Updated channels list 'Film fans'")).toBeTruthy();
      expect(api.callsTo("/api/user/")[0]?.body).toEqual({ action: "update channels list", channels: [1, 2, 3], channels_list: 9 });
      expect(store.getState().user.user.channel_lists[1]?.channels).toEqual([1, 2, 3]);
      expect(
        within(channels)
          .getAllByRole<HTMLInputElement>("checkbox")
          .every((box) => box.checked),
      ).toBe(true);
      expect(window.localStorage.getItem("channelLists")).toBeNull();
    });
  });

  it("show the messages, mark them all as read and fetch all of them", async () => {
    const latest = [message(1, "First news"), message(2, "Second news", { read: true })];
    const all = [...latest, message(3, "Old news", { read: true, date: Date.UTC(2026, 0, 1) })];
    api = installMemberApi(member({ messages: latest }), {
      "GET /api/user-messages/?latest": () => ({ body: { messages: latest } }),
      "GET /api/user-messages/": () => ({ body: { messages: all } }),
      "PUT /api/user-messages/": () => ({ body: { messages: all.map((each) => ({ ...each, read: true })) } }),
    });
    renderApp("/profile/messages/");
    expect(await screen.findByRole("heading", { name: "Last 100 Messages" })).toBeTruthy();
    expect(await screen.findByText("First news")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>("button", { name: "Mark all as read" }).disabled).toBe(true));
    expect(api.callsTo("/api/user-messages/").find((call) => call.method === "PUT")?.body).toEqual({ action: "mark all read" });
    await userEvent.click(screen.getByRole("button", { name: "Fetch all messages" }));
    expect(await screen.findByText("Old news")).toBeTruthy();
  });

  it("open the Explorer with its own defaults and the filter panel open", async () => {
    api = installMemberApi(member());
    const { store } = renderApp("/explore/");
    expect(await screen.findByRole("heading", { name: "Film Explorer" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Results" })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "hide watched (0)" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "hide not interested (0)" }).checked).toBe(true);
    await userEvent.click(screen.getByRole("switch", { name: "evening" }));
    expect(store.getState().settings.filters.tonight).toBe(false);
    expect(EXPLORER_DEFAULT_FILTERS.tonight).toBe(false);
    expect(await screen.findByText(/^\d+ films?$/)).toBeTruthy();
  });

  describe("the profile", () => {
    it("saves the username on Enter and sends each email preference at once", async () => {
      api = installMemberApi(member(), {
        "PUT /api/profile-username/": (call) => ({ body: call.body }),
        "PUT /api/email-preference/": (call) => ({ body: call.body }),
      });
      renderApp("/profile/");
      const username = await screen.findByLabelText("Username");
      await userEvent.type(username, "Rita{Enter}");
      expect(await screen.findByText("Username saved")).toBeTruthy();
      expect(api.callsTo("/api/profile-username/")[0]?.body).toEqual({ username: "Rita" });
      await userEvent.click(screen.getByRole("switch", { name: "weekly film recommendations email" }));
      expect(api.callsTo("/api/email-preference/")[0]?.body).toEqual({ preference: "weekly newsletter", subscribe: false });
      await userEvent.click(screen.getByRole("switch", { name: "film alerts email" }));
      expect(api.callsTo("/api/email-preference/")[1]?.body).toEqual({ preference: "email alerts", subscribe: false });
      expect(screen.getByRole("link", { name: "Download watched films (CSV)" }).getAttribute("href")).toBe("/csv-films/?watched");
      expect(screen.getByRole("link", { name: "Download film alerts (CSV)" }).getAttribute("href")).toBe("/csv-films/?alerts");
    });

    it("deletes the profile image after its confirmation", async () => {
      api = installMemberApi(member({ profile_img: "/profile-images/a.webp" }), { "DELETE /api/upload-profile-image/": () => ({ body: { url: null } }) });
      const confirm = answerDialog("confirm", true);
      renderApp("/profile/");
      await userEvent.click(await screen.findByRole("button", { name: "Delete profile image" }));
      expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete your profile image?");
      expect(await screen.findByText("Upload a profile image")).toBeTruthy();
    });

    it("deletes the account after the confirmation and goes to the main page", async () => {
      let user = member();
      api = installMemberApi(() => user, {
        "POST /api/delete-account/": () => {
          user = ANONYMOUS_USER;
          return { body: ANONYMOUS_USER };
        },
      });
      const confirm = answerDialog("confirm", true);
      renderApp("/profile/");
      await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
      expect(confirm).toHaveBeenCalledWith(
        "Are you sure you want to delete your account? (your watched films list and alerts will be deleted and cannot be recovered)",
      );
      await waitFor(() => expect(window.location.pathname).toBe("/"));
      expect(await within(screen.getByRole("navigation", { name: "Main" })).findByRole("button", { name: "Log in" })).toBeTruthy();
    });

    it("thanks a premium member and shows when the membership expires", async () => {
      api = installMemberApi(member({ premium: true, premium_until: Date.UTC(2027, 10, 20, 12) }));
      renderApp("/profile/");
      expect(await screen.findByText("Premium member (expires on 20 November 2027)")).toBeTruthy();
      expect(screen.getByText("Thank you for supporting TellyFilms! You see no adverts.")).toBeTruthy();
    });

    it("says at once that premium cannot be bought when no payment provider is configured, and offers no subscribe button", async () => {
      const notConfigured = "Premium membership cannot be bought at the moment: no payment provider is configured. Please try again later.";
      const offer = { available: false, premium: false, premium_until: null, price_pounds: 10, months: 12, message: notConfigured };
      api = installMemberApi(member(), { "GET /api/premium/": () => ({ body: offer }) });
      renderApp("/profile/");
      const premium = await screen.findByRole("region", { name: "Premium" });
      expect(await within(premium).findByText(notConfigured)).toBeTruthy();
      expect(within(premium).queryByRole("button", { name: /^Subscribe/ })).toBeNull();
      cleanup();
      api.restore();
      api = installMemberApi(member(), { "GET /api/premium/": () => ({ body: { ...offer, available: true, message: null } }) });
      renderApp("/profile/");
      expect(await screen.findByRole("button", { name: "Subscribe for £10 a year" })).toBeTruthy();
      expect(screen.queryByText(notConfigured)).toBeNull();
    });

    it("shows the payment provider's 'not configured' answer to the subscribe offer", async () => {
      const notConfigured = "Premium membership cannot be bought at the moment: no payment provider is configured. Please try again later.";
      api = installMemberApi(member(), {
        "GET /api/premium/": () => ({ body: { available: true, premium: false, premium_until: null, price_pounds: 10, months: 12, message: null } }),
        "POST /api/premium/checkout/": () => ({ body: { url: null, message: notConfigured, notice: "Thanks" } }),
      });
      renderApp("/profile/");
      await userEvent.click(await screen.findByRole("button", { name: /^Subscribe/ }));
      expect((await screen.findByRole("alert")).textContent).toBe(notConfigured);
    });

    it("imports a history file while saying so, then reports it and counts the films as watched; a refused file shows why", async () => {
      let finish: (answer: { readonly status?: number; readonly body: unknown }) => void = () => undefined;
      api = installMemberApi(member(), {
        "POST /api/import-letterboxd/": () => new Promise((resolve) => (finish = resolve)),
        "POST /api/import-imdb-ratings/": () => ({
          status: 400,
          body: {
            type: "urn:tellyfilms:problem:file-refused",
            title: "Bad Request",
            status: 400,
            detail: "notes.csv line 1: no Const column, so this is not an IMDb ratings export.",
            file: "notes.csv",
            line: 1,
          },
        }),
      });
      const { store } = renderApp("/profile/");
      const panel = await screen.findByRole("region", { name: "Import your history" });
      await userEvent.upload(within(panel).getByLabelText("Letterboxd export"), new File(["zip"], "letterboxd.zip", { type: "application/zip" }));
      expect(await within(panel).findByText("Importing letterboxd.zip…")).toBeTruthy();
      expect(within(panel).getByLabelText<HTMLInputElement>("IMDb ratings").disabled).toBe(true);
      const flags = { watched: ["tt01", "tt02"], not_interested: [], alerts: [], stars: { tt01: 5 } };
      finish({ body: { imported: 2, matchedByTitle: 1, notFound: [{ title: 'The "Burbs"', year: 1989 }], skipped: 0, flags } });
      const report = await within(panel).findByRole("region", { name: "Import report for letterboxd.zip" });
      expect(report.textContent).toContain("Imported 2 films into your watched list.");
      expect(report.textContent).toContain("1 film matched only by title and year");
      expect(within(report).getByRole("list", { name: "Films not found" }).textContent).toBe('The "Burbs" (1989)');
      expect(store.getState().user.user.watched).toEqual(["tt01", "tt02"]);
      expect(store.getState().user.user.stars).toEqual({ tt01: 5 });
      await userEvent.upload(within(panel).getByLabelText("IMDb ratings"), new File(["Title,Rating"], "notes.csv", { type: "text/csv" }));
      expect((await within(panel).findByRole("alert")).textContent).toBe("notes.csv line 1: no Const column, so this is not an IMDb ratings export.");
    });

    it("shows the charts only from ten watched films", async () => {
      const graph = { genres: { names: ["Drama", "Comedy"], data: [6, 4] }, years: { names: ["pre-1970s", "1990s"], data: [3, 7] } };
      const nine = Array.from({ length: 9 }, (_, index) => `tt${index}`);
      api = installMemberApi(member({ watched: nine }), { "GET /api/user/?favourite-genres": () => ({ body: graph }) });
      renderApp("/profile/");
      expect(await screen.findByText(/^Mark at least 10 films as watched/)).toBeTruthy();
      expect(api.callsTo("/api/user/")).toHaveLength(0);
      cleanup();
      api.restore();
      api = installMemberApi(member({ watched: [...nine, "tt99"] }), { "GET /api/user/?favourite-genres": () => ({ body: graph }) });
      renderApp("/profile/");
      expect(await screen.findByText("Favourite Genres", {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText("Favourite Years")).toBeTruthy();
      expect(screen.getByRole("cell", { name: "pre-1970s" })).toBeTruthy();
    });
  });

  describe("the Reset password page", () => {
    it("is disabled until the password has 8 characters, shows a refusal in the red box, and on success says so and goes to the main page", async () => {
      let attempts = 0;
      api = installMemberApi(ANONYMOUS_USER, {
        "POST /api/reset-password/": () => {
          attempts += 1;
          return attempts === 1
            ? {
                status: 400,
                body: {
                  type: "urn:tellyfilms:problem:invalid-input",
                  status: 400,
                  field: "token",
                  title: "Refused",
                  detail: "This password reset link is invalid or has expired. Please ask for a new one.",
                },
              }
            : { body: { message: "Password reset successfully" } };
        },
      });
      const alert = answerDialog("alert", undefined);
      renderApp("/reset/the-token");
      const button = await screen.findByRole<HTMLButtonElement>("button", { name: "Reset password" });
      expect(button.disabled).toBe(true);
      expect(screen.getByText("Use 8 to 50 characters.")).toBeTruthy();
      await userEvent.type(screen.getByLabelText("New password"), "Brand-n");
      expect(button.disabled).toBe(true);
      await userEvent.type(screen.getByLabelText("New password"), "ew-2026");
      await userEvent.click(button);
      expect((await screen.findByRole("alert")).textContent).toMatch(/^This password reset link is invalid/);
      await userEvent.click(button);
      await waitFor(() => expect(alert).toHaveBeenCalledWith("Password reset successfully"));
      await waitFor(() => expect(window.location.pathname).toBe("/"));
      expect(api.callsTo("/api/reset-password/")[0]?.body).toEqual({ token: "the-token", password: "Brand-new-2026" });
    });
  });
});
