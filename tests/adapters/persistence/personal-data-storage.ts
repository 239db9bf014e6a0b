import { Layer, ManagedRuntime, type Effect } from "effect";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import type { Database as Orm } from "../../../adapters/persistence/database.ts";
import { PersonalDataPostgres } from "../../../adapters/persistence/repositories/personal-data-postgres.ts";
import type { DatabaseBackend } from "./database-backends.ts";

type PersonalPorts = Layer.Success<typeof PersonalDataPostgres>;

/** The personal-data ports on a backend's database, for a contract suite; closing disposes the backend. */
export const personalDataStorage = (backend: DatabaseBackend, orm: Orm) => {
  const runtime = ManagedRuntime.make(PersonalDataPostgres.pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))));
  return {
    run: <A, E>(effect: Effect.Effect<A, E, PersonalPorts>) => runtime.runPromise(effect),
    close: async () => {
      await runtime.dispose();
      await backend.dispose();
    },
  };
};
