import { DEFAULT_FILTERS } from "../../../domain/filters.ts";
import type { Message } from "../../../domain/message.ts";
import { vi } from "vitest";
import { ANONYMOUS_USER, type User } from "../../../domain/user.ts";
import { installFakeApi, ok, type FakeRoute } from "./fake-api.ts";
import { basicInitialData, listingPayload } from "./ui-fixtures.ts";
import { UI_NOW } from "./ui-test-harness.ts";

export const MEMBER_EMAIL = "viewer@example.com";

export const member = (overrides: Partial<User> = {}): User => ({
  ...ANONYMOUS_USER,
  logged_in: true,
  email: MEMBER_EMAIL,
  receive_newsletter: true,
  receive_film_alerts: true,
  filters: DEFAULT_FILTERS,
  ...overrides,
});

export const message = (id: number, text: string, overrides: Partial<Message> = {}): Message => ({
  id,
  date: Date.UTC(2026, 10, 10 + (id % 10), 12),
  text,
  read: false,
  kind: "film",
  ...overrides,
});

// The public data every page loads, the given user, and any routes a test adds or replaces.
export const installMemberApi = (user: User | (() => User), routes: Readonly<Record<string, FakeRoute>> = {}) => {
  const now = UI_NOW;
  return installFakeApi({
    "GET /api/basic-initial-data/": ok(basicInitialData(now)),
    "GET /api/user-initial-data/": () => ({ body: typeof user === "function" ? user() : user }),
    "GET /api/shows/?today": ok(listingPayload(now, 1)),
    "GET /api/shows/?week": ok(listingPayload(now, 3)),
    "POST /api/log-error/": ok({ ok: true }),
    ...routes,
  });
};

export const flagsOf = (user: User, extra: { readonly message?: Message | null } = {}) => ({
  watched: user.watched,
  not_interested: user.not_interested,
  alerts: user.alerts,
  stars: user.stars,
  message: extra.message ?? null,
});

type BrowserDialog = "alert" | "confirm" | "prompt";

// happy-dom has no alert, confirm or prompt: a test answers them with a mock and removes it afterwards.
export const answerDialog = <Name extends BrowserDialog>(name: Name, ...answers: Array<ReturnType<Window[Name]>>) => {
  const mock = vi.fn(() => (answers.length > 1 ? answers.shift() : answers[0]));
  Object.defineProperty(window, name, { value: mock, configurable: true, writable: true });
  return mock;
};

export const forgetDialogs = () => {
  for (const name of ["alert", "confirm", "prompt"]) Reflect.deleteProperty(window, name);
};
