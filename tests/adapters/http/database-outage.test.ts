import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../persistence/database-backends.ts";
import { cuttableProxy } from "./cuttable-proxy.ts";
import { freePort } from "./public-site-server.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const postgresql = backends().find((backend) => backend.name === "postgresql");
const dataDir = mkdtempSync(path.join(tmpdir(), "tf-outage-"));

afterAll(async () => {
  await postgresql?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(postgresql !== undefined)("the server while PostgreSQL is unreachable", () => {
  it("answers 503 with Retry-After, serves cached public reads, logs the outage once and recovers by itself", async () => {
    const { databaseUrl } = await postgresql!.freshDatabase();
    const target = new URL(databaseUrl!);
    const proxy = await cuttableProxy(target);
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const port = await freePort();
    const child = spawn(process.execPath, ["adapters/http/main.ts"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: viaProxy.toString(),
        SEED_DEMO: "never",
        MAIL_POLL_SECONDS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      let ready = false;
      for (let attempt = 0; attempt < 300 && !ready; attempt++) {
        ready = (await fetch(`${base}/healthz`).catch(() => null))?.status === 200;
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ready, output).toBe(true);
      expect((await fetch(`${base}/api/channels/`)).status).toBe(200);

      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const cached = await fetch(`${base}/api/channels/`);
      expect(cached.status).toBe(200);

      const refused = await Promise.all(Array.from({ length: 30 }, () => fetch(`${base}/api/top/`)));
      for (const response of refused) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.headers.get("content-type")).toContain("application/problem+json");
      }
      expect(((await refused[0]?.json()) as { status: number }).status).toBe(503);
      expect(output.match(/The database is unreachable/g) ?? []).toHaveLength(1);
      expect(output).not.toContain("Request failed");

      await proxy.restore();
      let back = 0;
      for (let attempt = 0; attempt < 100 && back !== 200; attempt++) {
        back = (await fetch(`${base}/api/top/`)).status;
        if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(back).toBe(200);
      for (let attempt = 0; attempt < 20 && !output.includes("The database answers again"); attempt++) {
        await fetch(`${base}/api/channels/`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output.match(/The database answers again after [\d.]+ s unreachable; \d+ requests were answered 503/g) ?? []).toHaveLength(1);
    } finally {
      child.kill("SIGTERM");
      await exited;
      await proxy.cut();
    }
  }, 180_000);
});
