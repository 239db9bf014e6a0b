// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Advert } from "../../domain/advert.ts";
import { ANONYMOUS_USER, type User } from "../../domain/user.ts";
import type { installFakeApi } from "./support/fake-api.ts";
import { installMemberApi, member } from "./support/member-fixtures.ts";
import { renderApp } from "./support/render-app.tsx";
import { basicInitialData } from "./support/ui-fixtures.ts";
import { UI_NOW } from "./support/ui-test-harness.ts";

const advert: Advert = { id: 7, name: "TellyKids: family films tonight", image_url: null, link_url: "https://example.com/kids" };

const slots = (placement: string) => document.querySelectorAll(`[data-ad-slot='${placement}']`);

describe("adverts", () => {
  let api: ReturnType<typeof installFakeApi>;
  let releaseUser: () => void = () => undefined;

  const install = (user: User) => {
    const waiting = new Promise<void>((resolve) => {
      releaseUser = resolve;
    });
    api = installMemberApi(user, {
      "GET /api/basic-initial-data/": () => ({ body: { ...basicInitialData(UI_NOW), adverts: [{ ...advert, api: "/api/advert/7/" }] } }),
      "GET /api/user-initial-data/": async () => {
        await waiting;
        return { body: user };
      },
      "POST /api/advert/7/": () => ({ body: { ok: true } }),
    });
  };

  beforeEach(() => {
    window.localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    api.restore();
  });

  it("show free users a slot at the top and bottom of the main content and after table rows 2, 7, 12…, and report the view once", async () => {
    install(ANONYMOUS_USER);
    renderApp("/");
    await screen.findByText("4 films");
    expect(slots("top")).toHaveLength(0);
    expect(api.callsTo("/api/advert/")).toHaveLength(0);
    releaseUser();
    await waitFor(() => expect(slots("top")).toHaveLength(1));
    expect(slots("bottom")).toHaveLength(1);
    const rows = [...document.querySelectorAll("ul[aria-label='Films'] > li")];
    const withAd = rows.filter((row) => row.querySelector("[data-ad-slot]") !== null).map((row) => Number(row.getAttribute("data-index")));
    expect(withAd.length).toBeGreaterThan(0);
    expect(withAd).toEqual(rows.map((row) => Number(row.getAttribute("data-index"))).filter((index) => index % 5 === 1));
    expect(screen.getAllByRole("link", { name: advert.name })[0]?.getAttribute("href")).toBe(advert.link_url);
    await waitFor(() => expect(api.callsTo("/api/advert/7/")).toHaveLength(1));
  });

  it("show premium members none, and never report one", async () => {
    install(member({ premium: true, premium_until: UI_NOW + 86_400_000 }));
    renderApp("/");
    await screen.findByText("4 films");
    releaseUser();
    await screen.findByRole("button", { name: /Account menu/ });
    expect(document.querySelectorAll("[data-ad-slot]")).toHaveLength(0);
    expect(api.callsTo("/api/advert/")).toHaveLength(0);
  });
});
