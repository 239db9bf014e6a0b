import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, connectDatabase, openDatabase, type Database, type DatabaseOptions } from "../../../adapters/persistence/database.ts";

export type BackendName = "pglite" | "postgresql";

export interface DatabaseBackend {
  readonly name: BackendName;
  /** A new, empty database that nothing has migrated yet; `dispose` removes it. */
  freshDatabase(): Promise<DatabaseOptions>;
  /** A new database with every migration applied; `dispose` closes and removes it. */
  open(): Promise<Database>;
  /** Closes every database this backend opened and deletes what it created. */
  dispose(): Promise<void>;
}

const track = (opened: Array<Database>, orm: Database): Database => {
  opened.push(orm);
  return orm;
};

const closeAll = async (opened: Array<Database>): Promise<void> => {
  for (const orm of opened.splice(0)) {
    await closeDatabase(orm);
  }
};

const pgliteBackend = (): DatabaseBackend => {
  const opened: Array<Database> = [];
  const tempDirs: Array<string> = [];
  return {
    name: "pglite",
    freshDatabase: async () => {
      const root = await mkdtemp(join(tmpdir(), "tf-pglite-"));
      tempDirs.push(root);
      return { dataDir: join(root, "nested", "data") };
    },
    open: async () => track(opened, await openDatabase({ dataDir: "memory://" })),
    dispose: async () => {
      await closeAll(opened);
      for (const dir of tempDirs.splice(0)) {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
};

const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const postgresqlBackend = (adminUrl: string): DatabaseBackend => {
  const opened: Array<Database> = [];
  const created: Array<string> = [];
  const admin = async <A>(run: (orm: Database) => Promise<A>): Promise<A> => {
    const orm = await connectDatabase({ databaseUrl: adminUrl });
    try {
      return await run(orm);
    } finally {
      await closeDatabase(orm);
    }
  };
  const freshDatabase = async (): Promise<DatabaseOptions> => {
    const name = `tf_test_${randomBytes(6).toString("hex")}`;
    await admin((orm) => orm.em.getConnection().execute(`create database "${name}"`));
    created.push(name);
    return { databaseUrl: withDatabaseName(adminUrl, name) };
  };
  return {
    name: "postgresql",
    freshDatabase,
    open: async () => track(opened, await openDatabase(await freshDatabase())),
    dispose: async () => {
      await closeAll(opened);
      const names = created.splice(0);
      if (names.length > 0) {
        await admin(async (orm) => {
          for (const name of names) {
            await orm.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
          }
        });
      }
    },
  };
};

let warnedAboutPostgreSql = false;

/** The engines to run persistence tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL names an admin database. */
export const backends = (): Array<DatabaseBackend> => {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (adminUrl === undefined || adminUrl === "") {
    if (process.env["CI"] === "true") {
      throw new Error("TEST_DATABASE_URL must be set in CI: persistence tests have to run on real PostgreSQL");
    }
    if (!warnedAboutPostgreSql) {
      warnedAboutPostgreSql = true;
      console.warn("TEST_DATABASE_URL is not set: PostgreSQL tests are skipped, persistence tests run on PGlite only");
    }
    return [pgliteBackend()];
  }
  return [pgliteBackend(), postgresqlBackend(adminUrl)];
};
