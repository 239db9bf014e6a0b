import { Effect, Layer } from "effect";
import { DataVersion } from "../../../application/listings/data-version.ts";
import { reportDatabaseReachable } from "../database-outage.ts";
import { Database } from "../database-service.ts";

export interface DataVersionOptions {
  /** How long one reading of the version is trusted; requests within it share the reading. */
  readonly maxAgeMs: number;
}

// The triggers of the data_version migration bump the single row on every change of listing data, in any process.
export const DataVersionPostgres = (options: DataVersionOptions = { maxAgeMs: 1000 }) =>
  Layer.effect(
    DataVersion,
    Effect.gen(function* () {
      const { orm } = yield* Database;
      let reading: { readonly at: number; readonly version: Promise<{ readonly version: string; readonly fresh: boolean }> } | undefined;
      let lastKnown: string | undefined;
      // The version of a settled reading still within its age, so that answers from memory see exactly what `current` sees.
      let settled: { readonly at: number; readonly version: string } | undefined;
      const fetchVersion = async (): Promise<string> => {
        const rows = await orm.em.getConnection().execute<Array<{ version: string | number }>>("select version from data_version where id = 1");
        return String(rows[0]?.version ?? 0);
      };
      return DataVersion.of({
        current: Effect.promise(() => {
          const now = Date.now();
          if (reading === undefined || now - reading.at >= options.maxAgeMs) {
            // While the database is unreachable the last known version stands, so cached public answers are still served.
            const version = fetchVersion().then(
              (fresh) => ((lastKnown = fresh), (settled = { at: now, version: fresh }), { version: fresh, fresh: true }),
              (error: unknown) => {
                if (lastKnown === undefined) throw error;
                return { version: lastKnown, fresh: false };
              },
            );
            settled = undefined;
            reading = { at: now, version };
            version.catch(() => (reading = undefined));
          }
          return reading.version;
        }).pipe(Effect.flatMap((read) => (read.fresh ? Effect.as(reportDatabaseReachable, read.version) : Effect.succeed(read.version)))),
        known: () => (settled !== undefined && Date.now() - settled.at < options.maxAgeMs ? settled.version : undefined),
      });
    }),
  );
