import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../persistence/database-backends.ts";
import { startPublicSiteServer } from "./public-site-server.ts";

const engines = backends();

afterAll(async () => {
  for (const backend of engines) await backend.dispose();
});

describe.each(engines.map((backend) => [backend.name, backend] as const))("readiness on %s", (name, backend) => {
  it("answers /readyz 200 once every migration is applied, and 503 with Retry-After while one is pending", async () => {
    const { databaseUrl } = name === "postgresql" ? await backend.freshDatabase() : { databaseUrl: undefined };
    const server = await startPublicSiteServer(databaseUrl, undefined, { seedDemo: "never" });
    try {
      const ready = await fetch(`${server.base}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toEqual({ status: "ready", database: name });

      const [latest] = await server.sql<{ id: number; name: string; executed_at: string }>(
        "select id, name, executed_at from mikro_orm_migrations order by id desc limit 1",
      );
      await server.sql("delete from mikro_orm_migrations where id = ?", [latest!.id]);
      const pending = await fetch(`${server.base}/readyz`);
      expect(pending.status).toBe(503);
      expect(pending.headers.get("retry-after")).toBe("5");
      expect(pending.headers.get("content-type")).toContain("application/problem+json");
      expect(((await pending.json()) as { detail: string }).detail).toBe("1 database migrations are not applied yet.");

      await server.sql("insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)", [latest!.id, latest!.name, latest!.executed_at]);
      expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
