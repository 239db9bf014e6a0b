import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { root } from "./cli-on-data-dir.ts";

// A PostgreSQL address on which nothing listens: the job fails at once, after it has started.
let closedDatabaseUrl: string;

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  closedDatabaseUrl = `postgres://postgres@127.0.0.1:${typeof address === "object" && address ? address.port : 1}/tellyfilms`;
});

const job = async (env: Record<string, string | undefined>, ...args: Array<string>): Promise<string> => {
  const options = { cwd: root, env: { ...process.env, PUBLIC_URL: undefined, PORT: undefined, ...env }, timeout: 110_000 };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["cli/main.ts", ...args], options);
    return stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return (failed.stdout ?? "") + (failed.stderr ?? "");
  }
};

const WARNING = "PUBLIC_URL is not set: links in mails will point to http://localhost:3000";

describe("a CLI job outside the embedded default", () => {
  it("warns on start that mails will link to localhost when PUBLIC_URL is unset", async () => {
    expect(await job({ DATABASE_URL: closedDatabaseUrl }, "send-alerts")).toContain(WARNING);
  }, 120_000);

  it("says nothing about it when PUBLIC_URL is set", async () => {
    expect(await job({ DATABASE_URL: closedDatabaseUrl, PUBLIC_URL: "https://films.example" }, "send-alerts")).not.toContain("PUBLIC_URL");
  }, 120_000);
});
