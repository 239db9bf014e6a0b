import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { IN_USE_EXIT_CODE, lockFileFor } from "../../adapters/persistence/embedded-database-lock.ts";
import { freePort } from "../adapters/http/public-site-server.ts";
import { seedViewerWithAlerts, VIEWER_CLOCK } from "./viewer-with-alerts.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(root, "tests/adapters/importers/fixtures");

interface Finished {
  readonly code: number | null;
  readonly output: string;
}

const run = (script: string, args: ReadonlyArray<string>, env: Record<string, string>) => {
  const child = spawn(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, DATABASE_URL: "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<Finished>((resolve) => child.once("exit", (code) => resolve({ code, output })));
  return { child, finished, output: () => output };
};

let dataDir: string;
let env: Record<string, string>;
const lockFile = () => lockFileFor(pgliteDirectory(dataDir));
const runCli = (...args: ReadonlyArray<string>) => run("cli/main.ts", args, env).finished;

const startServer = async () => {
  const port = await freePort();
  const server = run("adapters/http/main.ts", [], { ...env, PORT: String(port), HOST: "127.0.0.1", SEED_DEMO: "never", MAIL_POLL_SECONDS: "0.2" });
  let exited = false;
  void server.finished.then(() => (exited = true));
  for (let attempt = 0; attempt < 300 && !exited; attempt++) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (health?.status === 200) return { ...server, port, pid: server.child.pid ?? -1 };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server did not start (exit ${(await server.finished).code}):\n${server.output()}`);
};

const outboxFiles = async () => (await readdir(path.join(dataDir, "outbox")).catch(() => [])).filter((name) => name.endsWith(".eml"));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tf-embedded-owner-"));
  env = { ...VIEWER_CLOCK, DATA_DIR: dataDir, PUBLIC_URL: "https://films.example", MAIL_FROM: "TellyFilms <mail@films.example>", SMTP_URL: "" };
  await seedViewerWithAlerts(dataDir);
}, 300_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the embedded database's one owner", () => {
  it("refuses every job at once while a server owns the folder, naming the server, and the server keeps serving", async () => {
    const server = await startServer();
    try {
      const jobs: ReadonlyArray<ReadonlyArray<string>> = [
        ["send-alerts"],
        ["send-newsletter"],
        ["drain-outbox"],
        ["import-xmltv", path.join(fixtures, "import-uk-weekend.xml")],
        ["import-imdb", path.join(fixtures, "name.basics.tsv")],
        ["purge-accounts"],
        ["grant-admin", "viewer@example.com"],
        ["revoke-admin", "viewer@example.com"],
        ["migrate"],
        ["seed-demo"],
        ["channels", "list"],
      ];
      const results = await Promise.all(jobs.map((args) => runCli(...args)));
      results.forEach((result, index) => {
        const label = `${jobs[index]?.join(" ")}: ${result.output}`;
        expect(result.code, label).toBe(IN_USE_EXIT_CODE);
        expect(result.output, label).toContain(`open in the TellyFilms server (pid ${server.pid}, port ${server.port}`);
        expect(result.output, label).toContain("stop the server, run the command, then start the server again");
        expect(result.output, label).not.toMatch(/queued|at .*\.ts:\d+/);
      });
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
      expect(await outboxFiles()).toEqual([]);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.finished).code, server.output()).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, 300_000);

  it("lets a job open the folder while no server runs, and the server started afterwards delivers what it queued", async () => {
    const alerts = await runCli("send-alerts");
    expect(alerts.output).toMatch(/queued 1 mails in 1 batches/);
    // the viewer opted in to the weekly email; the first admin the embedded server made did not (it is opt-in)
    const newsletter = await runCli("send-newsletter");
    expect(newsletter.output).toMatch(/queued 1 mails;/);
    expect(existsSync(lockFile())).toBe(false);

    const server = await startServer();
    try {
      for (let attempt = 0; attempt < 300 && (await outboxFiles()).length < 2; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await outboxFiles()).toHaveLength(2);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.finished).code, server.output()).toBe(0);
  }, 300_000);

  it("refuses to start a server while a command holds the folder, and takes over a lock whose process is gone", async () => {
    const holder = { pid: process.pid, role: "command", command: "import-imdb /feeds/imdb", since: new Date().toISOString(), token: "held-by-the-test" };
    await writeFile(lockFile(), JSON.stringify(holder));
    const refused = await startServer().then(
      (server) => {
        server.child.kill("SIGKILL");
        return null;
      },
      (error: Error) => error.message,
    );
    expect(refused).toContain(`open in the command \`tellyfilms import-imdb /feeds/imdb\` (pid ${process.pid}`);
    expect(refused).toContain(`(exit ${IN_USE_EXIT_CODE})`);
    expect(refused).toContain("so this server did not open it");

    const gone = run("-e", [""], {});
    await gone.finished;
    await writeFile(lockFile(), JSON.stringify({ ...holder, pid: gone.child.pid, token: "left-by-a-crash" }));
    const migrated = await runCli("migrate");
    expect(migrated.code, migrated.output).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
  }, 300_000);
});
