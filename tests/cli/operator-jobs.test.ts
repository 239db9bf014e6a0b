import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedViewerWithAlerts, VIEWER_CLOCK } from "./viewer-with-alerts.ts";
import { mailHeader, startLoopbackSmtp } from "../adapters/email/loopback-smtp.ts";

const root = path.resolve(import.meta.dirname, "../..");

const runCli = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ readonly code: number | null; readonly output: string }>((resolve) => {
    const child = spawn(process.execPath, ["cli/main.ts", ...args], { cwd: root, env: { ...process.env, DATABASE_URL: "", ...env } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });

let dataDir: string;
let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tf-cli-jobs-"));
  smtp = await startLoopbackSmtp();
  env = { ...VIEWER_CLOCK, DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_FROM: "TellyFilms <mail@films.example>", PUBLIC_URL: "https://films.example" };
  await seedViewerWithAlerts(dataDir);
}, 120_000);

afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the mail jobs of the CLI", () => {
  it("send-alerts queues one mail for the user's alerted films and none on the next run, and drain-outbox sends it", async () => {
    const first = await runCli(["send-alerts"], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Film alerts: 1 users have new showings of their alerted films \(2 alerts in all\); queued 1 mails in 1 batches/);
    const again = await runCli(["send-alerts"], env);
    expect(again.output).toMatch(/Film alerts: 0 users .* queued 0 mails/);
    const drained = await runCli(["drain-outbox"], env);
    expect(drained.output).toContain("Outbox: 1 sent");
    const mail = smtp.received.find((item) => item.to.includes("viewer@example.com"));
    expect(mailHeader(mail?.raw ?? "", "Subject")).toBe("Film alerts: 2 of your films are on soon");
    expect(mailHeader(mail?.raw ?? "", "List-Unsubscribe")).toMatch(/^<https:\/\/films\.example\/api\/unsubscribe\/\?token=/);
  });

  it("send-newsletter queues this week's email once, however often it runs", async () => {
    const first = await runCli(["send-newsletter"], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Weekly email \d{4}-W\d{2}: queued 1 mails; 0 users had nothing to recommend this week\./);
    const again = await runCli(["send-newsletter"], env);
    expect(again.output).toMatch(/queued 0 mails/);
  });
});
