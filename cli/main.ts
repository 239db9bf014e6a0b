#!/usr/bin/env node
import { NodeRuntime, NodeServices } from "@effect/platform-node";
import { Effect } from "effect";
import { Command } from "effect/cli";
import { migrateCommand } from "./migrate-command.ts";
import { seedDemoCommand } from "./seed-demo-command.ts";

const tellyfilms = Command.make("tellyfilms").pipe(
  Command.withDescription("TellyFilms operator commands (database, imports, demo data, jobs)"),
  Command.withSubcommands([migrateCommand, seedDemoCommand]),
);

tellyfilms.pipe(Command.run({ version: "0.1.0" }), Effect.provide(NodeServices.layer), NodeRuntime.runMain);
