import { Effect, Layer } from "effect";
import { DataVersion } from "../../../application/data-version.ts";
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
      let reading: { readonly at: number; readonly version: Promise<string> } | undefined;
      const fetchVersion = async (): Promise<string> => {
        const rows = await orm.em.getConnection().execute<Array<{ version: string | number }>>("select version from data_version where id = 1");
        return String(rows[0]?.version ?? 0);
      };
      return DataVersion.of({
        current: Effect.promise(() => {
          const now = Date.now();
          if (reading === undefined || now - reading.at >= options.maxAgeMs) {
            const version = fetchVersion();
            reading = { at: now, version };
            version.catch(() => (reading = undefined));
          }
          return reading.version;
        }),
      });
    }),
  );
