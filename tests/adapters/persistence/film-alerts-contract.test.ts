import { Layer, ManagedRuntime } from "effect";
import { makeDatabase, Database } from "../../../adapters/persistence/database-service.ts";
import { FilmAlertsPostgres } from "../../../adapters/persistence/repositories/film-alerts-postgres.ts";
import { PersonalDataPostgres } from "../../../adapters/persistence/repositories/personal-data-postgres.ts";
import { filmAlertsContract } from "../../application/contracts/film-alerts-contract.ts";
import { insertCatalogueFixture } from "./catalogue-fixture-sql.ts";
import { backends } from "./database-backends.ts";

for (const backend of backends()) {
  filmAlertsContract({
    name: `MikroORM on ${backend.name}`,
    open: async (catalogue) => {
      const orm = await backend.open();
      await insertCatalogueFixture(orm, catalogue);
      const sql = (query: string, params: ReadonlyArray<unknown> = []) => orm.em.fork().execute(query, [...params]);
      const titleId = "(select id from title where imdb = ?)";
      const runtime = ManagedRuntime.make(
        Layer.merge(PersonalDataPostgres, FilmAlertsPostgres).pipe(Layer.provide(Layer.succeed(Database, makeDatabase(orm, backend.name)))),
      );
      return {
        run: (effect) => runtime.runPromise(effect),
        addBroadcast: async (tconst, at, channelIds) => {
          const [show] = await sql(`insert into show (title_id, time, source) values (${titleId}, to_timestamp(?::float8 / 1000), 'test') returning id`, [
            tconst,
            at,
          ]);
          for (const channelId of channelIds)
            await sql("insert into show_channel (show_id, channel_id) values (?, ?)", [(show as { id: number }).id, channelId]);
        },
        addStreaming: async (tconst, service, at) => {
          await sql("insert into streaming_service (id, name, name_display, slug) values (?, ?, ?, ?) on conflict (id) do nothing", [
            service.id,
            service.name.toLowerCase(),
            service.name,
            `fixture-${service.id}`,
          ]);
          await sql(`insert into show (title_id, time, streaming_service_id, link, source) values (${titleId}, to_timestamp(?::float8 / 1000), ?, ?, 'test')`, [
            tconst,
            at,
            service.id,
            `https://stream.example/${tconst}`,
          ]);
        },
        removeShows: async (tconst) => {
          await sql(`delete from show where title_id = ${titleId}`, [tconst]);
        },
        close: async () => {
          await runtime.dispose();
          await backend.dispose();
        },
      };
    },
  });
}
