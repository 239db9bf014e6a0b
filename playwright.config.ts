import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_NOW } from "./tests/e2e/e2e-clock.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const TRACE_MODES = ["off", "on", "retain-on-failure", "on-first-retry"] as const;
const traceMode = (value: string | undefined): (typeof TRACE_MODES)[number] => {
  const mode = TRACE_MODES.find((known) => known === (value ?? "off"));
  if (mode === undefined) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(", ")}, not "${value}"`);
  return mode;
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // A deliberate margin for a loaded machine: an assertion passes as soon as it holds, so only a failure waits this long.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // E2E_TRACE=retain-on-failure keeps a Playwright trace of each failing test in test-results/ (off by default: it costs time)
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
    // page.route cannot see requests a service worker makes; tests/e2e/installable-app.spec.ts allows the worker for itself.
    serviceWorkers: "block",
    launchOptions: {
      ...(executablePath === undefined ? {} : { executablePath }),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The dashboard tests' admin is made before the server opens the embedded database (one process at a time).
    command: `node cli/main.ts grant-admin --create --password-file tests/e2e/fixtures/e2e-admin-password.txt e2e-admin@example.com && exec node adapters/http/main.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? "test-results/e2e-data",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The server's clock stands at the tests' moment, and the demo week is seeded for it: nothing ages during a run.
      CLOCK_START: E2E_NOW,
      CLOCK_TICKS: "false",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
