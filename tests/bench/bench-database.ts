import { randomBytes } from "node:crypto";
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

/** A throwaway, migrated database: PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin database), else in-memory PGlite. */
export const openBenchDatabase = async (): Promise<BenchDatabase> => {
  const url = adminUrl();
  if (url === undefined) {
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
