import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { mailHeader, startLoopbackSmtp } from "../adapters/email/loopback-smtp.ts";
import { insertTables, time } from "../adapters/persistence/insert-rows.ts";

const root = path.resolve(import.meta.dirname, "../..");
const YEAR = 365 * 86_400_000;
const HOUR = 3_600_000;
/** The CLI runs on a clock standing at this moment, and the rows are dated from it. */
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

const runCli = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ readonly code: number | null; readonly output: string }>((resolve) => {
    const child = spawn(process.execPath, ["cli/main.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", CLOCK_START: new Date(NOW).toISOString(), CLOCK_TICKS: "false", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });

let dataDir: string;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tf-cli-accounts-"));
  smtp = await startLoopbackSmtp();
  const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
  // app_user ids follow this order: one statement per table, every value bound
  await insertTables(orm, {
    app_user: [
      { email: "deleted-a@deleted.invalid", password_hash: "!", terminated_at: time(NOW - 3 * YEAR) },
      { email: "deleted-b@deleted.invalid", password_hash: "!", terminated_at: time(NOW - YEAR) },
      { email: "kept@example.com", password_hash: "hash", terminated_at: null },
    ],
    rate_limit: [
      { key: "signup:ended", window_start: time(NOW - 2 * HOUR), hits: 3, last_hit_at: time(NOW - 2 * HOUR) },
      { key: "signup:running", window_start: time(NOW - 10 * 60_000), hits: 1, last_hit_at: time(NOW - 10 * 60_000) },
    ],
    mail_outbox: [{ kind: "test", to_address: "queued@example.com", subject: "Queued while the server was down", text_body: "text", html_body: "<p>html</p>" }],
  });
  await closeDatabase(orm);
});

afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the account jobs of the CLI", () => {
  it("purge-accounts removes only accounts deleted more than two years ago, and only request limit windows that have ended", async () => {
    const first = await runCli(["purge-accounts"], { DATA_DIR: dataDir });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Purged 1 accounts deleted over 2 years ago");
    expect(first.output).toContain("and 1 ended request limits.");
    const orm = await openDatabase({ dataDir: pgliteDirectory(dataDir) });
    const keys = await orm.em.fork().execute<Array<{ key: string }>>("select key from rate_limit order by key");
    await closeDatabase(orm);
    expect(keys.map((row) => row.key)).toEqual(["signup:running"]);
    const again = await runCli(["purge-accounts"], { DATA_DIR: dataDir });
    expect(again.output).toContain("Purged 0 accounts");
    expect(again.output).toContain("and 0 ended request limits.");
  });

  it("drain-outbox sends the mail queued while no server ran through SMTP", async () => {
    const env = { DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: "TellyFilms <mail@films.example>" };
    const first = await runCli(["drain-outbox"], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Outbox: 1 sent, 0 to retry later, 0 failed for good.");
    expect(smtp.received.map((mail) => [mail.to, mailHeader(mail.raw, "Subject")])).toEqual([[["queued@example.com"], "Queued while the server was down"]]);
  });
});
