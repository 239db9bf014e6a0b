import { Layer } from "effect";
import type { AppConfig } from "./config/app-config.ts";
import { DatabaseLive } from "./persistence/database-service.ts";

// The one place that picks implementations; the server entry and the CLI both build their layers here.
export const makeInfrastructure = (config: AppConfig) =>
  Layer.mergeAll(DatabaseLive({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
