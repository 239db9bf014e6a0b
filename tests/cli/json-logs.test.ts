import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliWithEnv, root } from "./cli-on-data-dir.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "tf-json-logs-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Every line a process wrote, each parsed as the one JSON object it must be. */
const jsonLines = (...outputs: ReadonlyArray<string>): Array<Record<string, unknown>> =>
  outputs.flatMap((output) => output.split("\n").filter((line) => line !== "")).map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a CLI job with LOG_FORMAT=json", () => {
  it("writes its report as JSON lines with the time, level and message a server's lines have", async () => {
    const purged = await cliWithEnv(dataDir, { LOG_FORMAT: "json" }, "purge-accounts");
    expect(purged.code, purged.stdout + purged.stderr).toBe(0);
    const lines = jsonLines(purged.stdout, purged.stderr);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
      expect(typeof line.level).toBe("string");
      expect(typeof line.message).toBe("string");
    }
    const report = lines.find((line) => String(line.message).startsWith("Purged 0 accounts deleted over 2 years ago"));
    expect(report?.level).toBe("info");
  }, 600_000);

  it("writes a failed job's error as a JSON line at level error", async () => {
    const failed = await cliWithEnv(dataDir, { LOG_FORMAT: "json" }, "import-xmltv", join(root, "tests/adapters/importers/fixtures/malformed.xml"));
    expect(failed.code).toBe(1);
    const error = jsonLines(failed.stdout, failed.stderr).find((line) => String(line.message).includes("malformed.xml:9: malformed XML"));
    expect(error?.level).toBe("error");
  }, 600_000);
});
