import { Effect, Layer } from "effect";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { makeAccountServices } from "../adapters/composition-root.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";

// Read the configuration only when a command runs, so `--help` works with a broken environment.
export const AccountServicesFromEnvironment = Layer.unwrap(
  Effect.sync(() => {
    const config = loadAppConfig();
    return makeAccountServices(config).pipe(Layer.provide(DatabaseLive(config)));
  }),
);
