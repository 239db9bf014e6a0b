// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptySearchResult } from "../../domain/film-search.ts";
import { ANONYMOUS_USER } from "../../domain/user.ts";
import { installFakeApi, type FakeCall } from "./support/fake-api.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData, film, listingPayload } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const answerFor = (call: FakeCall) => {
  const keyword = (call.body as { keyword: string }).keyword;
  if (keyword === "nothing") return { body: { ...emptySearchResult(keyword), imdb_fallbacks: [{ tconst: "tt9", title: "Nothing Hill", year: 2030 }] } };
  return { body: { ...emptySearchResult(keyword), result: [film("tt5", `${keyword} the film`)] } };
};

describe("the Search All Films modal", () => {
  let api: ReturnType<typeof installFakeApi>;
  let pending: Array<() => void> = [];

  beforeEach(() => {
    window.localStorage.clear();
    const now = UI_NOW;
    pending = [];
    api = installFakeApi({
      "GET /api/basic-initial-data/": () => ({ body: basicInitialData(now) }),
      "GET /api/user-initial-data/": () => ({ body: ANONYMOUS_USER }),
      "GET /api/shows/?today": () => ({ body: listingPayload(now, 1) }),
      "GET /api/shows/?week": () => ({ body: listingPayload(now, 1) }),
      "POST /api/search-films/": (call) => new Promise((resolve) => pending.push(() => resolve(answerFor(call)))),
    });
  });

  afterEach(() => {
    cleanup();
    api.restore();
    vi.useRealTimers();
  });

  const openSearch = async () => {
    renderApp("/");
    await screen.findByTestId("film-count");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const input = await screen.findByLabelText("Film title, director or star");
    vi.useFakeTimers();
    return input;
  };

  const flush = async (ms: number) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
      await Promise.resolve();
    });
  };

  it("puts the focus in the search field, and one Escape closes the modal with its text", async () => {
    const input = await openSearch();
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: "angry" } });
    fireEvent.keyDown(input, { key: "Escape" });
    await flush(0);
    expect(screen.queryByRole("dialog", { name: "Search All Films" })).toBeNull();
  });

  it("searches 900 ms after typing stops, not before", async () => {
    const input = await openSearch();
    fireEvent.change(input, { target: { value: "casa" } });
    await flush(899);
    expect(api.callsTo("/api/search-films/")).toHaveLength(0);
    await flush(1);
    expect(api.callsTo("/api/search-films/").map((call) => call.body)).toEqual([{ keyword: "casa" }]);
  });

  it("searches again when the answer is for a keyword the visitor has since changed", async () => {
    const input = await openSearch();
    fireEvent.change(input, { target: { value: "casa" } });
    await flush(900);
    fireEvent.change(input, { target: { value: "casablanca" } });
    await act(async () => {
      pending.shift()?.();
      await vi.runOnlyPendingTimersAsync();
    });
    await flush(0);
    expect(api.callsTo("/api/search-films/").map((call) => call.body)).toContainEqual({ keyword: "casablanca" });
    await act(async () => {
      for (const resolve of pending.splice(0)) resolve();
      await Promise.resolve();
    });
    vi.useRealTimers();
    expect(await screen.findByRole("link", { name: /casablanca the film/ })).toBeTruthy();
  });

  it("ignores an empty keyword and shows the no-results text with the not-yet-on-UK-TV fallbacks", async () => {
    const input = await openSearch();
    fireEvent.change(input, { target: { value: "   " } });
    await flush(1000);
    expect(api.callsTo("/api/search-films/")).toHaveLength(0);
    fireEvent.change(input, { target: { value: "nothing" } });
    await flush(900);
    await act(async () => {
      pending.shift()?.();
      await Promise.resolve();
    });
    vi.useRealTimers();
    expect(await screen.findByText("No results found. Please try another search.")).toBeTruthy();
    expect(screen.getAllByText("not yet on UK TV").length).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: /Nothing Hill/ }).disabled).toBe(true);
  });
});
