// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_USER } from "../../domain/user.ts";
import { installFakeApi, ok } from "./support/fake-api.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData, listingPayload } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const banners = [
  { id: 7, text: 'Read <a href="/terms/">the terms</a>' },
  { id: 8, text: "<strong>New:</strong> alerts" },
];

describe("the frame", () => {
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    window.localStorage.clear();
    const now = UI_NOW;
    api = installFakeApi({
      "GET /api/basic-initial-data/": ok(basicInitialData(now, banners)),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": ok(listingPayload(now, 1)),
      "GET /api/shows/?week": ok(listingPayload(now, 2)),
      "GET /api/apps/": ok({ apps: [{ name: "TellyBox", url: "https://example.com/box", description: "Box sets", icon: "/icons/box.svg" }] }),
      "POST /api/save-feedback/": ok({ ok: true }),
    });
  });

  afterEach(() => {
    cleanup();
    api.restore();
    vi.useRealTimers();
  });

  it("shows the banners and remembers a dismissed one under hiddenMessages", async () => {
    renderApp("/");
    await screen.findByRole("link", { name: "the terms" }, { timeout: 5000 });
    const [first] = screen.getAllByRole("button", { name: "Dismiss message" });
    await userEvent.click(first as HTMLElement);
    expect(screen.queryByRole("link", { name: "the terms" })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem("hiddenMessages") ?? "[]")).toEqual([7]);
    cleanup();
    renderApp("/");
    const region = await screen.findByRole("region", { name: "Site messages" });
    expect(region.textContent).toContain("New: alerts");
    expect(screen.queryByRole("link", { name: "the terms" })).toBeNull();
  });

  it("fetches the other apps only when the footer button is first clicked", async () => {
    renderApp("/");
    await screen.findByTestId("film-count");
    expect(api.callsTo("/api/apps/")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "More apps" }));
    expect(await screen.findByRole("heading", { name: "More apps" })).toBeTruthy();
    expect(await screen.findByText("TellyBox")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await userEvent.click(screen.getByRole("button", { name: "More apps" }));
    await screen.findByText("TellyBox");
    expect(api.callsTo("/api/apps/")).toHaveLength(1);
  });

  it("thanks for feedback at once, closes the modal after 500 ms and hides the toast after 2000 ms", async () => {
    renderApp("/");
    await screen.findByTestId("film-count");
    await userEvent.click(screen.getByRole("button", { name: "Feedback" }));
    await userEvent.type(await screen.findByLabelText("Your feedback"), "More westerns please");
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(screen.getByText("Thanks for your feedback")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Feedback" })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByRole("heading", { name: "Feedback" })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText("Thanks for your feedback")).toBeNull();
    vi.useRealTimers();
    await waitFor(() => expect(api.callsTo("/api/save-feedback/")[0]?.body).toEqual({ feedback: "More westerns please", category: "SG" }));
  });

  it("sends a page's path without its trailing slash to the slashed path of the same page", async () => {
    renderApp("/terms?ref=mail");
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe("/terms/?ref=mail"));
    expect(await screen.findByRole("heading", { level: 1, name: "Terms of Service" })).toBeTruthy();
  });

  it("highlights Channels in the bottom bar on a channel page", async () => {
    renderApp("/channel/bbc-one/");
    // The bar shows on phones only, so it is hidden at the test's window width.
    await screen.findByRole("navigation", { name: "Main" });
    const quick = document.querySelector<HTMLElement>("nav[aria-label='Quick']") as HTMLElement;
    expect(within(quick).getByRole("link", { name: "Channels", hidden: true }).getAttribute("aria-current")).toBe("page");
    expect(within(quick).getByRole("link", { name: "All week", hidden: true }).getAttribute("aria-current")).toBeNull();
  });

  it("moves through a navbar dropdown menu with the arrow keys, Home and End, and closes it with Escape", async () => {
    renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const button = within(nav).getByRole("button", { name: /Custom Lists/ });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    const links = within(nav)
      .getAllByRole("listitem")
      .map((item) => within(item).getByRole("link"));
    expect(links.length).toBeGreaterThan(2);
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(links.at(-1));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(links.at(-1));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard("{Escape}");
    expect(within(nav).queryAllByRole("listitem")).toHaveLength(0);
    expect(document.activeElement).toBe(button);
  });

  it("redirects an unknown path to the main page", async () => {
    renderApp("/no/such/page");
    await waitFor(() => expect(window.location.pathname).toBe("/"));
  });
});
