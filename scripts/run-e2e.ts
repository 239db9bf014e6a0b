import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ci = process.env.CI === "true";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  const message =
    `No Chromium found at ${chromium}: the browser tests cannot run.\n` +
    "Install one with `apt-get install -y chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.";
  if (ci) {
    console.error(`${message}\nCI=true: a missing browser is a failure.`);
    process.exit(1);
  }
  console.warn(`${message}\nSkipping the browser tests.`);
  process.exit(0);
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    process.exitCode = result.status ?? 1;
    throw new Error(`${command} ${args.join(" ")} failed`);
  }
};

// A fresh embedded database per run: the demo week is seeded for today, and Playwright empties its own output folder.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "tellyfilms-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

run("npm", ["run", "build", "--silent"]);
try {
  run("npx", ["playwright", "test", ...process.argv.slice(2)]);
} finally {
  if (dataDir.includes("tellyfilms-e2e-")) rmSync(dataDir, { recursive: true, force: true });
}
