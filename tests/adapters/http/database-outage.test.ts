import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../persistence/database-backends.ts";
import { serverBehindProxy } from "./cuttable-proxy.ts";

const postgresql = backends().find((backend) => backend.name === "postgresql");
const dataDir = mkdtempSync(path.join(tmpdir(), "tf-outage-"));

afterAll(async () => {
  await postgresql?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(postgresql !== undefined)("the server while PostgreSQL is unreachable", () => {
  it("answers 503 with Retry-After, serves cached public reads, logs the outage once and recovers by itself", async () => {
    const { databaseUrl } = await postgresql!.freshDatabase();
    const server = await serverBehindProxy(databaseUrl!, dataDir);
    const { base, proxy, output } = server;
    try {
      let ready = false;
      for (let attempt = 0; attempt < 300 && !ready; attempt++) {
        ready = (await fetch(`${base}/healthz`).catch(() => null))?.status === 200;
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(ready, output()).toBe(true);
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
      expect(output().match(/The database is unreachable/g) ?? []).toHaveLength(1);
      expect(output()).not.toContain("Request failed");

      await proxy.restore();
      let back = 0;
      for (let attempt = 0; attempt < 100 && back !== 200; attempt++) {
        back = (await fetch(`${base}/api/top/`)).status;
        if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(back).toBe(200);
      for (let attempt = 0; attempt < 20 && !output().includes("The database answers again"); attempt++) {
        await fetch(`${base}/api/channels/`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(output().match(/The database answers again after [\d.]+ s unreachable; \d+ requests were answered 503/g) ?? []).toHaveLength(1);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
