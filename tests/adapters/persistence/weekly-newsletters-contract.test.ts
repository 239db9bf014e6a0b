import { Layer, ManagedRuntime } from "effect";
import { makeDatabase, Database } from "../../../adapters/persistence/database-service.ts";
import { PersonalDataPostgres } from "../../../adapters/persistence/repositories/personal-data-postgres.ts";
import { WeeklyNewslettersPostgres } from "../../../adapters/persistence/repositories/weekly-newsletters-postgres.ts";
import { weeklyNewslettersContract } from "../../application/contracts/weekly-newsletters-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  weeklyNewslettersContract({
    name: `MikroORM on ${backend.name}`,
    open: async (catalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      const runtime = ManagedRuntime.make(
        Layer.merge(PersonalDataPostgres, WeeklyNewslettersPostgres).pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))),
      );
      return {
        run: (effect) => runtime.runPromise(effect),
        addPremiere: async (tconst, at, channelId, systemIds) => {
          const em = orm.em.fork();
          const [show] = await em.execute(
            `insert into show (title_id, time, premiere_system_ids, source) values ((select id from title where imdb = ?), to_timestamp(?::float8 / 1000), ?::int[], 'test') returning id`,
            [tconst, at, `{${systemIds.join(",")}}`],
          );
          await em.execute("insert into show_channel (show_id, channel_id) values (?, ?)", [(show as { id: number }).id, channelId]);
        },
        close: async () => {
          await runtime.dispose();
          await backend.dispose();
        },
      };
    },
  });
}
