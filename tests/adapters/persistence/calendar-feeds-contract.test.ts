import { Layer, ManagedRuntime } from "effect";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { PersonalDataPostgres } from "../../../adapters/persistence/repositories/personal-data-postgres.ts";
import { calendarFeedsContract } from "../../application/contracts/calendar-feeds-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  calendarFeedsContract({
    name: `MikroORM on ${backend.name}`,
    open: async (catalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      const runtime = ManagedRuntime.make(
        PersonalDataPostgres.pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))),
      );
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
