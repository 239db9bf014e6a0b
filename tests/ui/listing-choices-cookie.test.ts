// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { LISTING_CHOICES_COOKIE } from "../../adapters/http/contract/server-rendering.ts";
import { makeStore } from "../../ui/app/store.ts";
import { filtersChanged, viewChosen } from "../../ui/features/settings/settings-slice.ts";

const cookieSet = () => document.cookie.split("; ").some((cookie) => cookie.startsWith(`${LISTING_CHOICES_COOKIE}=1`));

describe("the listing choices cookie", () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = `${LISTING_CHOICES_COOKIE}=; path=/; max-age=0`;
  });

  it("is set while the visitor's view or filters differ from the defaults, and cleared when they are back", () => {
    const store = makeStore();
    store.dispatch(viewChosen("grid"));
    expect(cookieSet()).toBe(true);
    store.dispatch(viewChosen("table"));
    expect(cookieSet()).toBe(false);
    store.dispatch(filtersChanged({ hide_watched: true }));
    expect(cookieSet()).toBe(true);
  });
});
