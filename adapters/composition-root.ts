import { Clock, Effect, Layer } from "effect";
import { LONDON } from "../domain/broadcast-day.ts";
import type { AppConfig } from "./config/app-config.ts";
import { describeSeed, seedDemoDataIfEmpty } from "./importers/demo/ensure-demo-data.ts";
import { Database, DatabaseLive } from "./persistence/database-service.ts";

export const UK_ZONE = LONDON;

const DemoDataOnStart = Layer.effectDiscard(
  Effect.gen(function* () {
    const database = yield* Database;
    const now = yield* Clock.currentTimeMillis;
    const summary = yield* Effect.promise(() => seedDemoDataIfEmpty(database.orm, now, UK_ZONE));
    if (summary !== null) yield* Effect.logInfo(describeSeed(summary));
  }),
);

// The one place that picks implementations; the server entry and the CLI both build their layers here.
export const makeInfrastructure = (config: AppConfig) => {
  const database = DatabaseLive({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return config.seedDemo === "auto" ? Layer.provideMerge(DemoDataOnStart, database) : database;
};
