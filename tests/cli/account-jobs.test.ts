import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { mailHeader, startLoopbackSmtp } from "../adapters/email/loopback-smtp.ts";

const root = path.resolve(import.meta.dirname, "../..");
const YEAR = 365 * 86_400_000;
const HOUR = 3_600_000;
/** The CLI runs on a clock standing at this moment, and the rows are dated from it. */
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const AT = "to_timestamp(?::float8 / 1000)";

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
  const em = orm.em.fork();
  const now = NOW;
  await em.execute("insert into app_user (email, password_hash, terminated_at) values ('deleted-a@deleted.invalid', '!', to_timestamp(?::float8 / 1000))", [
    now - 3 * YEAR,
  ]);
  await em.execute("insert into app_user (email, password_hash, terminated_at) values ('deleted-b@deleted.invalid', '!', to_timestamp(?::float8 / 1000))", [
    now - YEAR,
  ]);
  await em.execute("insert into app_user (email, password_hash) values ('kept@example.com', 'hash')");
  await em.execute(
    `insert into rate_limit (key, window_start, hits, last_hit_at) values ('signup:ended', ${AT}, 3, ${AT}), ('signup:running', ${AT}, 1, ${AT})`,
    [now - 2 * HOUR, now - 2 * HOUR, now - 10 * 60_000, now - 10 * 60_000],
  );
  await em.execute(
    "insert into mail_outbox (kind, to_address, subject, text_body, html_body) values ('test', 'queued@example.com', 'Queued while the server was down', 'text', '<p>html</p>')",
  );
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
