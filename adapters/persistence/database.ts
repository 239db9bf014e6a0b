import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { MikroORM, Options } from "@mikro-orm/core";
import { Migrator } from "@mikro-orm/migrations";
import { MikroORM as PgliteMikroORM } from "@mikro-orm/pglite";
import { MikroORM as PostgreSqlMikroORM, type AbstractSqlDriver, type SqlEntityManager } from "@mikro-orm/postgresql";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { acquireEmbeddedDatabaseLock, type OwnerRole } from "./embedded-database-lock.ts";
import { allEntities } from "./entities/all-entities.ts";
import { QueryTelemetryLogger } from "./query-telemetry-logger.ts";
import { migrationList } from "./migrations/migration-list.ts";
import { writeBound } from "./repositories/sql-statement.ts";
import { sql } from "kysely";

export type Database = MikroORM<AbstractSqlDriver, SqlEntityManager<AbstractSqlDriver>>;

export interface DatabaseOptions {
  /** PostgreSQL connection URL; when absent the embedded PGlite engine is used. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory (default "./data"); "memory://" keeps everything in memory. */
  readonly dataDir?: string | undefined;
  readonly debug?: boolean | undefined;
  /** PostgreSQL only: longest statement before the server cancels it (and the client gives up 5 s later); 0: no limit */
  readonly statementTimeoutSeconds?: number | undefined;
  /** Who opens a PGlite folder, named to any other process that asks for it meanwhile (default: this CLI command). */
  readonly owner?: OwnerRole | undefined;
}

const migrationsDir = join(import.meta.dirname, "migrations");

const sharedOptions = (debug: boolean) =>
  ({
    entities: allEntities,
    extensions: [Migrator],
    debug,
    loggerFactory: (options) => new QueryTelemetryLogger(options),
    // search_key(), the data_version triggers and other hand-written routines live in migrations, outside the entity metadata
    schemaGenerator: { ignoreRoutines: true, ignoreTriggers: true },
    migrations: {
      migrationsList: migrationList,
      path: migrationsDir,
      snapshotName: "schema-snapshot",
      snapshotOnMigrate: false,
      fileName: (timestamp, name) => `${timestamp}-${name ?? "migration"}`,
      silent: !debug,
    },
  }) satisfies Partial<Options>;

const usesPostgreSql = (options: DatabaseOptions): options is DatabaseOptions & { databaseUrl: string } =>
  options.databaseUrl !== undefined && options.databaseUrl !== "";

const isInMemory = (dataDir: string): boolean => dataDir.startsWith("memory://");

export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 300;

// A database that goes away must fail the caller within seconds or a statement timeout, never leave it waiting for TCP.
const failFast = (statementTimeoutSeconds = DEFAULT_STATEMENT_TIMEOUT_SECONDS) => ({
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  ...(statementTimeoutSeconds > 0 ? { statement_timeout: statementTimeoutSeconds * 1000, query_timeout: statementTimeoutSeconds * 1000 + 5000 } : {}),
});

/** Opens the database without migrating it. */
export const connectDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const debug = options.debug ?? false;
  if (usesPostgreSql(options)) {
    return PostgreSqlMikroORM.init({ ...sharedOptions(debug), clientUrl: options.databaseUrl, driverOptions: failFast(options.statementTimeoutSeconds) });
  }
  const dataDir = options.dataDir ?? "./data";
  const init = () =>
    PgliteMikroORM.init({
      ...sharedOptions(debug),
      dbName: dataDir,
      driverOptions: { extensions: { pg_trgm, unaccent } },
    });
  if (isInMemory(dataDir)) return init();
  // PGlite creates its data directory but not the directories above it
  await mkdir(dirname(dataDir), { recursive: true });
  // PGlite is single-process: a second process on the same folder loses writes or corrupts it.
  const release = await acquireEmbeddedDatabaseLock(dataDir, options.owner ?? { role: "command", command: process.argv.slice(2).join(" ") });
  try {
    const orm = await init();
    lockReleases.set(orm, release);
    return orm;
  } catch (error) {
    await release();
    throw error;
  }
};

const lockReleases = new WeakMap<Database, () => Promise<void>>();

const migrationLockKey = 7_391_205_118;

// App processes starting together on one PostgreSQL database must not run the same migrations at once.
const migrateExclusively = async (orm: Database): Promise<void> => {
  const lock = orm.em.fork();
  await lock.begin();
  try {
    await writeBound(lock, sql`select pg_advisory_xact_lock(${migrationLockKey}::bigint)`);
    await orm.migrator.up();
  } finally {
    await lock.commit();
  }
};

/** Opens PostgreSQL (databaseUrl) or the embedded PGlite engine (dataDir) and runs pending migrations. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const orm = await connectDatabase(options);
  try {
    if (usesPostgreSql(options)) {
      await migrateExclusively(orm);
    } else {
      await orm.migrator.up();
    }
  } catch (error) {
    await closeDatabase(orm);
    throw error;
  }
  return orm;
};

export const closeDatabase = async (orm: Database): Promise<void> => {
  try {
    await orm.close(true);
  } finally {
    await lockReleases.get(orm)?.();
    lockReleases.delete(orm);
  }
};
