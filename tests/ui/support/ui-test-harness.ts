/// <reference types="vite/client" />
import { configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** The moment every UI test runs at: `Date` stands still there, so fixtures and the app agree on "now" to the millisecond. */
export const UI_NOW = Date.UTC(2026, 10, 25, 19, 30);

// Every lazily loaded page, modal and feature is in the module cache before a test renders, so no wait is a chunk download.
await Promise.all(Object.values(import.meta.glob(["../../../ui/**/*.{ts,tsx}", "!../../../ui/main.tsx", "!../../../ui/sw.ts"])).map((load) => load()));

// A deliberate margin for a loaded machine: findBy and waitFor return as soon as they succeed, so only a failure waits this long.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  vi.setSystemTime(UI_NOW);
});

afterEach(() => {
  vi.useRealTimers();
});
