import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../adapters/http/public-site-server.ts";
import { cliWithEnv, root } from "../cli/cli-on-data-dir.ts";

export const IMPORT_FIXTURES = join(root, "tests/adapters/importers/fixtures");

/** The real schedule and IMDb files every imported site starts from. */
export const SCHEDULE_AND_IMDB: ReadonlyArray<ReadonlyArray<string>> = [
  ["import-xmltv", join(IMPORT_FIXTURES, "import-uk-weekend.xml")],
  ["import-imdb", ...["title.basics", "title.ratings", "title.principals", "name.basics", "title.crew"].map((name) => join(IMPORT_FIXTURES, `${name}.tsv`))],
];

export interface ImportedSite {
  readonly base: string;
  readonly stop: () => Promise<void>;
}

/**
 * A site of its own, with no demo data: an embedded database fed by operator jobs run one after another (each must exit 0),
 * then the server on a free loopback port with its clock standing at `clockStart`.
 */
export const startImportedSite = async (
  jobs: ReadonlyArray<ReadonlyArray<string>>,
  clockStart: string,
  env: Record<string, string> = {},
): Promise<ImportedSite> => {
  const dir = await mkdtemp(join(tmpdir(), "tf-e2e-imported-"));
  const dataDir = join(dir, "data");
  for (const args of jobs) {
    const done = await cliWithEnv(dataDir, env, ...args);
    expect(done.code, `${args[0]}: ${done.stderr}`).toBe(0);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["adapters/http/main.ts"], {
    cwd: root,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "never",
      PUBLIC_URL: base,
      CLOCK_START: clockStart,
      CLOCK_TICKS: "false",
      DATABASE_URL: "",
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 300_000 },
    )
    .toBe(200);
  return {
    base,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
};
