import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

const enrich = async (env: Record<string, string | undefined>, ...args: Array<string>) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["cli/main.ts", "enrich-films", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: undefined, TMDB_API_TOKEN: undefined, OMDB_API_KEY: undefined, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
};

describe("the enrich-films command", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tf-cli-enrich-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names each missing key, exits 2 and invents nothing", async () => {
    const result = await enrich({ DATA_DIR: dir, OMDB_API_KEY: "k" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("enrich-films cannot run; nothing was changed.");
    expect(result.stderr).toContain("TMDB_API_TOKEN is not set");
    expect(result.stderr).not.toContain("OMDB_API_KEY is not set");
    expect(result.stdout).toBe("");
  });

  it("refuses a --since that is neither days nor a date", async () => {
    const result = await enrich({ DATA_DIR: dir, TMDB_API_TOKEN: "t", OMDB_API_KEY: "k" }, "--since", "yesterday");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--since must be a number of days or a date YYYY-MM-DD, not "yesterday".');
  });
});
