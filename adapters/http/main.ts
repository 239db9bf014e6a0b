import { NodeRuntime } from "@effect/platform-node";
import { Layer } from "effect";
import { makeInfrastructure } from "../composition-root.ts";
import { loadAppConfig } from "../config/app-config.ts";
import { makeHttpServerLayer } from "./http-server.ts";

const config = loadAppConfig();

NodeRuntime.runMain(Layer.launch(makeHttpServerLayer(config).pipe(Layer.provide(makeInfrastructure(config)))));
