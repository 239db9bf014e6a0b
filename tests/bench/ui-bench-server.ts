import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";

// The production build against the real server with the demo week, shared by the UI benchmarks.
export const ROOT = join(import.meta.dirname, "../..");
export const DIST = join(ROOT, "dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export const FILM_ROW = '[aria-label="Films"] article';

export const median = (values: ReadonlyArray<number>): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const max = (values: ReadonlyArray<number>): number => Math.max(...values);
export const fixed = (value: number, digits = 1): string => value.toFixed(digits);
export const verdict = (ok: boolean): string => (ok ? "OK" : "OVER TARGET");

// The web app, then the server's renderer of its pages, as `npm run build` makes them.
export const build = () => {
  for (const extra of [[], ["--ssr"]]) {
    const result = spawnSync(process.execPath, [join(ROOT, "node_modules/vite/bin/vite.js"), "build", ...extra, "--logLevel", "warn"], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error("vite build failed");
  }
};

export const startServer = async (port: number, dataDir: string): Promise<ChildProcess> => {
  const base = `http://127.0.0.1:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, [join(ROOT, "adapters/http/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  server.kill("SIGTERM");
  throw new Error("server did not become healthy");
};

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    ...(CHROMIUM === undefined ? {} : { executablePath: CHROMIUM }),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"],
  });

/** Sets `window.__firstRow` to the time the first listing row is laid out. */
export const firstRowScript = `
  window.__firstRow = null;
  new MutationObserver((_, observer) => {
    const row = document.querySelector('${FILM_ROW}');
    if (row && row.getBoundingClientRect().height > 0) { window.__firstRow = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;
