import { NodeRuntime } from "@effect/platform-node";
import { Layer, Runtime } from "effect";
import { makeInfrastructure } from "../composition-root.ts";
import { loadAppConfig } from "../config/app-config.ts";
import { refuseWhenEmbeddedDatabaseInUse } from "../persistence/embedded-database-lock.ts";
import { makeHttpServerLayer } from "./http-server.ts";

const config = loadAppConfig();

NodeRuntime.runMain(refuseWhenEmbeddedDatabaseInUse(Layer.launch(makeHttpServerLayer(config).pipe(Layer.provide(makeInfrastructure(config))))), {
  // SIGTERM/SIGINT interrupt the server after in-flight requests finish: that is a clean stop, not a failure.
  teardown: (exit, onExit) => Runtime.defaultTeardown(exit, (code) => onExit(code === 130 ? 0 : code)),
});
