import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import argon2 from "argon2";
import { Effect, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FIRST_ADMIN_EMAIL } from "../../application/admin/ensure-first-admin.ts";
import type { AppConfig } from "../../adapters/config/app-config.ts";
import { makeInfrastructure } from "../../adapters/composition-root.ts";
import { Database } from "../../adapters/persistence/database-service.ts";

let dataDir: string;

const config = (dir: string): AppConfig => ({ port: 0, dataDir: dir, publicUrl: "http://localhost:3000", seedDemo: "never", distDir: dir, mailPollSeconds: 0 });

// Builds the server's infrastructure as the server does, runs `use` against its database, and answers what it printed.
const start = async <A>(dir: string, use: (sql: (query: string) => Promise<Array<Record<string, unknown>>>) => Promise<A>) => {
  const printed: Array<string> = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: Array<unknown>) => void printed.push(args.map(String).join(" ")));
  const runtime = ManagedRuntime.make(makeInfrastructure(config(dir), { filesDir: dir }));
  try {
    const { orm } = await runtime.runPromise(Effect.service(Database));
    const result = await use((query) => orm.em.fork().execute(query));
    return { printed: printed.join("\n"), result };
  } finally {
    spy.mockRestore();
    await runtime.dispose();
  }
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tf-first-admin-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the first admin of the embedded default", { timeout: 120_000 }, () => {
  it("is created on the first start with a random password printed once, and never again", async () => {
    const first = await start(dataDir, (sql) => sql("select email, role, password_hash from app_user"));
    const password = /password: (\S+)/.exec(first.printed)?.[1] ?? "";
    expect(first.printed).toContain(`email:    ${FIRST_ADMIN_EMAIL}`);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(first.result).toHaveLength(1);
    expect(first.result[0]).toMatchObject({ email: FIRST_ADMIN_EMAIL, role: "admin" });
    expect(await argon2.verify(String(first.result[0]?.["password_hash"]), password)).toBe(true);
    expect(first.result[0]?.["password_hash"]).not.toContain(password);

    const second = await start(dataDir, (sql) => sql("select count(*)::int as n from app_user"));
    expect(second.printed).not.toContain("password:");
    expect(second.result).toEqual([{ n: 1 }]);
  });

  it("is not created for an in-memory database", async () => {
    const memory = await start("memory://", (sql) => sql("select count(*)::int as n from app_user"));
    expect(memory.printed).not.toContain("password:");
    expect(memory.result).toEqual([{ n: 0 }]);
  });
});
