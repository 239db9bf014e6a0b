import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, connectDatabase, openDatabase, type Database } from "../../adapters/persistence/database.ts";

export interface BenchDatabase {
  readonly orm: Database;
  readonly engine: string;
  /** The throwaway database's URL on PostgreSQL, for a child process to connect to. */
  readonly url?: string | undefined;
  readonly dispose: () => Promise<void>;
}

const adminUrl = (): string | undefined => {
  const url = process.env["BENCH_DATABASE_URL"] ?? process.env["TEST_DATABASE_URL"];
  return url === undefined || url === "" ? undefined : url;
};

/** Whether a PostgreSQL server is configured for benchmarks. */
export const benchHasPostgreSql = (): boolean => adminUrl() !== undefined;

/**
 * A throwaway, migrated database: PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin database), else
 * in-memory PGlite. `embedded: "folder"` asks for PGlite in a temporary folder, as the embedded default runs, so that
 * the database's pages are not counted in the process's memory.
 */
export const openBenchDatabase = async (options: { readonly embedded?: "memory" | "folder" } = {}): Promise<BenchDatabase> => {
  const url = options.embedded === undefined ? adminUrl() : undefined;
  if (url === undefined) {
    if (options.embedded === "folder") {
      const dir = await mkdtemp(join(tmpdir(), "tf-enrich-bench-"));
      const orm = await openDatabase({ dataDir: join(dir, "data") });
      return {
        orm,
        engine: "PGlite (in a folder)",
        dispose: async () => {
          await closeDatabase(orm);
          await rm(dir, { recursive: true, force: true });
        },
      };
    }
    const orm = await openDatabase({ dataDir: "memory://" });
    return { orm, engine: "PGlite (set BENCH_DATABASE_URL for PostgreSQL)", dispose: () => closeDatabase(orm) };
  }
  const name = `tf_bench_${randomBytes(6).toString("hex")}`;
  const admin = await connectDatabase({ databaseUrl: url });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const orm = await openDatabase({ databaseUrl: target.toString() });
  return {
    orm,
    engine: "PostgreSQL",
    url: target.toString(),
    dispose: async () => {
      await closeDatabase(orm);
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await closeDatabase(admin);
    },
  };
};
