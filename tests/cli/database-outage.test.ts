import { spawn } from "node:child_process";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// A PostgreSQL that accepts connections and never answers: what a job sees when its server vanishes behind a dead link.
let blackHole: Server;
const held: Array<Socket> = [];
let databaseUrl: string;

beforeAll(async () => {
  blackHole = createServer((socket) => {
    held.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
  const address = blackHole.address();
  databaseUrl = `postgres://postgres@127.0.0.1:${typeof address === "object" && address ? address.port : 0}/tellyfilms`;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => blackHole.close(resolve));
});

const startJob = (args: ReadonlyArray<string>) => {
  const started = Date.now();
  const child = spawn(process.execPath, ["cli/main.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ readonly code: number | null; readonly seconds: number; readonly output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, seconds: (Date.now() - started) / 1000, output })),
  );
  return { child, exited };
};

describe("a job whose database does not answer", () => {
  it("fails within the connection timeout instead of waiting for ever", async () => {
    const job = startJob(["send-newsletter"]);
    const exit = await job.exited;
    expect(exit.code, exit.output).not.toBe(0);
    expect(exit.output).toMatch(/^The database cannot be reached \(.*timeout.*\)\. Work already committed stays done/im);
    expect(exit.output).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(exit.seconds).toBeLessThan(40);
  }, 60_000);

  it("obeys SIGTERM promptly and exits non-zero", async () => {
    const job = startJob(["send-alerts"]);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const signalled = Date.now();
    job.child.kill("SIGTERM");
    const exit = await job.exited;
    expect(exit.code, exit.output).not.toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000 + 2000);
  }, 60_000);
});
