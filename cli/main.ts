#!/usr/bin/env -S node --max-old-space-size=256
import { NodeRuntime, NodeServices } from "@effect/platform-node";
import { Cause, Console, Effect } from "effect";
import { Command } from "effect/cli";
import { logFormatOf, publicUrlWarning } from "../adapters/config/app-config.ts";
import { CommandLineLogs, printLine } from "../adapters/observability/telemetry.ts";
import { isDatabaseUnreachable } from "../adapters/persistence/database-outage.ts";
import { refuseWhenEmbeddedDatabaseInUse } from "../adapters/persistence/embedded-database-lock.ts";
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

// runMain interrupts the job on SIGTERM/SIGINT and its open transaction rolls back; a statement stuck on a database that went
// away cannot hold the process past this, and a second signal ends it at once.
const STOP_DEADLINE_MS = 5000;
const logFormat = logFormatOf();
let stopSignals = 0;
const stopByDeadline = (signal: NodeJS.Signals) => {
  stopSignals += 1;
  const exit = () => {
    printLine(logFormat, "error", `Stopped by ${signal}; the transaction in flight was rolled back.`);
    process.exit(signal === "SIGINT" ? 130 : 143);
  };
  if (stopSignals > 1) exit();
  else setTimeout(exit, STOP_DEADLINE_MS).unref();
};
process.on("SIGTERM", stopByDeadline);
process.on("SIGINT", stopByDeadline);

// A database that went away is an operator's matter: say so in one line, not with a stack trace.
const reportUnreachableDatabase = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  Effect.catchCause(self, (cause) => {
    const error = Cause.squash(cause);
    if (!isDatabaseUnreachable(error)) return Effect.failCause(cause);
    return Console.error(
      `The database cannot be reached (${error instanceof Error ? error.message : String(error)}). ` +
        "Work already committed stays done and the batch in flight was rolled back: run the command again once the database answers.",
    ).pipe(
      Effect.andThen(
        Effect.sync(() => {
          process.exitCode = 1;
        }),
      ),
    );
  });

const tellyfilms = Command.make("tellyfilms").pipe(
  Command.withDescription("TellyFilms operator commands (database, imports, demo data, jobs)"),
  Command.withSubcommands([
    migrateCommand,
    seedDemoCommand,
    importXmltvCommand,
    importImdbCommand,
    importStreamingCommand,
    enrichFilmsCommand,
    channelsCommand,
    purgeAccountsCommand,
    drainOutboxCommand,
    sendAlertsCommand,
    sendNewsletterCommand,
    grantAdminCommand,
    revokeAdminCommand,
  ]),
);

const args = process.argv.slice(2);
const warning = publicUrlWarning();
if (warning !== undefined && args.length > 0 && !args.some((arg) => ["--help", "-h", "--version"].includes(arg))) printLine(logFormat, "error", warning);

// With JSON logs a failure is logged inside the JSON logger, not by runMain's default logger.
const logFailure = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  logFormat === "json" ? Effect.tapCause(self, (cause) => (Cause.hasInterruptsOnly(cause) ? Effect.void : Effect.logError(cause))) : self;

tellyfilms.pipe(
  Command.run({ version: "0.1.0" }),
  Effect.provide(NodeServices.layer),
  refuseWhenEmbeddedDatabaseInUse,
  reportUnreachableDatabase,
  logFailure,
  Effect.provide(CommandLineLogs(logFormat)),
  NodeRuntime.runMain({ disableErrorReporting: logFormat === "json" }),
);
