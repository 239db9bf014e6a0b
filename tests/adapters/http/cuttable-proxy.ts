import { spawn } from "node:child_process";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import path from "node:path";
import { freePort } from "./public-site-server.ts";

// A loopback TCP proxy in front of PostgreSQL that the test can cut (connections reset, new ones refused) and restore.
export const cuttableProxy = async (target: URL) => {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      const proxy = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.once("close", () => (sockets.delete(socket), client.destroy(), upstream.destroy()));
        }
        client.pipe(upstream).pipe(client);
      });
      server = proxy;
      proxy.listen(port, "127.0.0.1", () => resolve((proxy.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(port),
  };
};

/**
 * The server in a process of its own (no demo, no mail sending) on a free loopback port, reaching PostgreSQL through a
 * cuttable proxy; its stdout and stderr are collected as it writes them.
 */
export const serverBehindProxy = async (databaseUrl: string, dataDir: string, env: Readonly<Record<string, string>> = {}) => {
  const proxy = await cuttableProxy(new URL(databaseUrl));
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const port = await freePort();
  const child = spawn(process.execPath, ["adapters/http/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      SEED_DEMO: "never",
      MAIL_POLL_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    proxy,
    base: `http://127.0.0.1:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    output: () => stdout + stderr,
    /** Stops the server (SIGTERM, waiting for its exit) and then the proxy. */
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await proxy.cut();
    },
  };
};
