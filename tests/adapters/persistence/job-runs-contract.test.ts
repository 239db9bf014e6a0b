import { Layer, ManagedRuntime } from "effect";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../../../adapters/persistence/repositories/job-runs-postgres.ts";
import { jobRunsContract } from "../../application/contracts/job-runs-contract.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  jobRunsContract({
    name: `MikroORM on ${backend.name}`,
    open: async () => {
      const orm = await backend.open();
      const runtime = ManagedRuntime.make(JobRunsPostgres.pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))));
      return {
        run: (effect) => runtime.runPromise(effect),
        close: async () => {
          await runtime.dispose();
          await backend.dispose();
        },
      };
    },
  });
}
