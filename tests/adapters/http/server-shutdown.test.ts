import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "tellyfilms-shutdown-"));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

const waitForHealth = async (url: string, attempts = 300): Promise<Response> => {
  for (let i = 0; i < attempts; i++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} never answered`);
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = async (env: Record<string, string> = {}) => {
  const port = await freePort();
  const child = spawn(process.execPath, ["adapters/http/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "never", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ readonly code: number | null }>((resolve) => child.once("exit", (code) => resolve({ code })));
  expect((await waitForHealth(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  return { port, child, exited, output: () => output };
};

interface Answer {
  readonly status: number;
  readonly connection: string | undefined;
  readonly socket: number;
}

// One request on the agent's single keep-alive socket; `socket` numbers the sockets the agent used.
const sockets = new WeakMap<object, number>();
const get = (agent: Agent, url: string) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request(url, { agent }, (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, socket: sockets.get(sent.socket ?? {}) ?? -1 }),
      );
    });
    sent.once("socket", (socket) => {
      if (!sockets.has(socket)) sockets.set(socket, Math.random());
    });
    sent.once("error", reject);
    sent.end();
  });

describe("the server process", () => {
  it("serves /healthz from the embedded database and exits cleanly on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["adapters/http/main.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "never", DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    child.kill("SIGTERM");
    expect(await exited, output).toBe(0);
  });

  it("tells a busy keep-alive client Connection: close once stopping, closes its socket and exits well within the deadline", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "8" });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = `http://127.0.0.1:${server.port}/healthz`;
    const before = await get(agent, url);
    expect(before.connection).toBe("keep-alive");
    expect((await get(agent, url)).socket).toBe(before.socket);

    let signalled = false;
    const answers: Array<Answer> = [];
    const client = (async () => {
      // the client keeps its socket busy and never closes it by itself; it stops when the server is gone
      for (;;) {
        const answer = await get(agent, url).catch(() => null);
        if (answer === null) return;
        if (signalled) answers.push(answer);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    signalled = true;
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await client;
    agent.destroy();
    expect(exit.code, server.output()).toBe(0);
    // the drain ended before its deadline: nothing was left to cut
    expect(server.output()).not.toContain("drain deadline");
    // once draining, every answer closes its connection; the client is refused within the idle grace
    const firstClose = answers.findIndex((answer) => answer.connection === "close");
    expect(firstClose).toBeGreaterThanOrEqual(0);
    expect(answers.slice(firstClose).every((answer) => answer.connection === "close")).toBe(true);
  });

  it("cuts a request that never completes at the deadline and exits", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "3" });
    const stuck = connect(server.port, "127.0.0.1");
    await new Promise((resolve) => stuck.once("connect", resolve));
    // headers without their final blank line: the server waits for the rest of this request
    stuck.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const cut = new Promise((resolve) => stuck.once("close", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    await cut;
    expect(exit.code, server.output()).toBe(0);
    // held until the deadline (3 s less a second for the rest of the stop), then cut
    expect(server.output()).toContain("Stopping: 1 connection(s) still open cut at the 2 s drain deadline");
  });
});
