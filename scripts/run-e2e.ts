import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npm", ["run", "build", "--silent"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
