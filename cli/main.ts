#!/usr/bin/env -S node --max-old-space-size=256
import { NodeRuntime, NodeServices } from "@effect/platform-node";
import { Effect } from "effect";
import { Command } from "effect/cli";
import { channelsCommand } from "./channels-command.ts";
import { drainOutboxCommand } from "./drain-outbox-command.ts";
import { grantAdminCommand } from "./grant-admin-command.ts";
import { enrichFilmsCommand } from "./enrich-films-command.ts";
import { importImdbCommand } from "./import-imdb-command.ts";
import { importStreamingCommand } from "./import-streaming-command.ts";
import { importXmltvCommand } from "./import-xmltv-command.ts";
import { migrateCommand } from "./migrate-command.ts";
import { purgeAccountsCommand } from "./purge-accounts-command.ts";
import { revokeAdminCommand } from "./revoke-admin-command.ts";
import { seedDemoCommand } from "./seed-demo-command.ts";
import { sendAlertsCommand } from "./send-alerts-command.ts";
import { sendNewsletterCommand } from "./send-newsletter-command.ts";

const tellyfilms = Command.make("tellyfilms").pipe(
  Command.withDescription("TellyFilms operator commands (database, imports, demo data, jobs)"),
  Command.withSubcommands([migrateCommand, seedDemoCommand, importXmltvCommand, importImdbCommand, importStreamingCommand, enrichFilmsCommand, channelsCommand, purgeAccountsCommand, drainOutboxCommand, sendAlertsCommand, sendNewsletterCommand, grantAdminCommand, revokeAdminCommand]),
);

tellyfilms.pipe(Command.run({ version: "0.1.0" }), Effect.provide(NodeServices.layer), NodeRuntime.runMain);
