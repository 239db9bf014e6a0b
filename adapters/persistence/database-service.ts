import path from "node:path";
import { Context, Effect, Layer } from "effect";
import { closeDatabase, openDatabase, type Database as Orm } from "./database.ts";
import { ensureReferenceData } from "./reference-data.ts";
import type { OwnerRole } from "./embedded-database-lock.ts";

export interface DatabaseShape {
  readonly orm: Orm;
  readonly engine: "postgresql" | "pglite";
  readonly ping: Effect.Effect<void, Error>;
}

export class Database extends Context.Service<Database, DatabaseShape>()("tellyfilms/persistence/Database") {}

export interface DatabaseSettings {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  readonly databaseStatementTimeoutSeconds?: number | undefined;
  readonly owner?: OwnerRole | undefined;
}

export const pgliteDirectory = (dataDir: string): string => (dataDir.startsWith("memory://") ? dataDir : path.join(dataDir, "pglite"));

export const makeDatabase = (orm: Orm, engine: DatabaseShape["engine"]): DatabaseShape => ({
  orm,
  engine,
  ping: Effect.tryPromise({
    try: () => orm.em.getConnection().execute("select 1"),
    catch: (cause) => new Error("The database does not answer", { cause }),
  }).pipe(Effect.asVoid),
});

export const DatabaseLive = (settings: DatabaseSettings) =>
  Layer.effect(
    Database,
    Effect.acquireRelease(
      Effect.promise(async () => {
        const engine = settings.databaseUrl === undefined ? "pglite" : "postgresql";
        const orm = await openDatabase({
          databaseUrl: settings.databaseUrl,
          dataDir: pgliteDirectory(settings.dataDir),
          statementTimeoutSeconds: settings.databaseStatementTimeoutSeconds,
          owner: settings.owner,
        });
        await ensureReferenceData(orm);
        return makeDatabase(orm, engine);
      }),
      (database) => Effect.promise(() => closeDatabase(database.orm)),
    ),
  );
