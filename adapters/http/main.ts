import { NodeRuntime } from "@effect/platform-node";
import { Layer, Runtime } from "effect";
import { makeInfrastructure } from "../composition-root.ts";
import { loadAppConfig } from "../config/app-config.ts";
import { TelemetryLive } from "../observability/telemetry.ts";
import { refuseWhenEmbeddedDatabaseInUse } from "../persistence/embedded-database-lock.ts";
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, makeHttpServerLayer } from "./http-server.ts";

const config = loadAppConfig();

// The hard stop: whatever still runs this long after SIGTERM/SIGINT (a stuck request, a database that does not answer) ends here.
const exitByDeadline = () => {
  const seconds = config.shutdownTimeoutSeconds ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS;
  setTimeout(() => {
    process.stderr.write(`The server was still stopping ${seconds} s after the stop signal (SHUTDOWN_TIMEOUT_SECONDS): exiting now.\n`);
    process.exit(1);
  }, seconds * 1000).unref();
};
process.once("SIGTERM", exitByDeadline);
process.once("SIGINT", exitByDeadline);

NodeRuntime.runMain(
  refuseWhenEmbeddedDatabaseInUse(
    Layer.launch(makeHttpServerLayer(config).pipe(Layer.provide(makeInfrastructure(config)), Layer.provide(TelemetryLive(config)))),
  ),
  {
    // SIGTERM/SIGINT interrupt the server after in-flight requests finish: that is a clean stop, not a failure.
    teardown: (exit, onExit) => Runtime.defaultTeardown(exit, (code) => onExit(code === 130 ? 0 : code)),
  },
);
