import { Console, Effect } from "effect";
import { Command } from "effect/cli";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { Database, DatabaseLive } from "../adapters/persistence/database-service.ts";

export const migrateCommand = Command.make("migrate", {}, () =>
  Effect.gen(function* () {
    const database = yield* Database;
    const executed = yield* Effect.promise(() => database.orm.migrator.getExecuted());
    yield* Console.log(`Database (${database.engine}) is migrated: ${executed.length} migrations applied.`);
  }).pipe(Effect.provide(DatabaseLive(loadAppConfig()))),
).pipe(Command.withDescription("Run pending database migrations and report the applied ones"));
