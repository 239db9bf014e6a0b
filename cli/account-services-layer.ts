import { Effect, Layer } from "effect";
import { ClockFromConfig } from "../adapters/clock/clock-from-start.ts";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { makeAccountServices } from "../adapters/composition-root.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";
import { RequestQuotaPostgres } from "../adapters/persistence/repositories/request-quota-postgres.ts";

// Read the configuration only when a command runs, so `--help` works with a broken environment.
export const AccountServicesFromEnvironment = Layer.unwrap(
  Effect.sync(() => {
    const config = loadAppConfig();
    return Layer.merge(makeAccountServices(config), RequestQuotaPostgres).pipe(
      Layer.provide(DatabaseLive(config)),
      // The account jobs read the configured clock, as the server does (CLOCK_START in tests and demos).
      Layer.provideMerge(ClockFromConfig(config.clockStart)),
    );
  }),
);
