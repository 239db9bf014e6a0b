import { Console, Effect, Layer } from "effect";
import { Command } from "effect/cli";
import { drainOutbox } from "../application/mail/drain-outbox.ts";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { makeAccountServices } from "../adapters/composition-root.ts";
import { DatabaseLive } from "../adapters/persistence/database-service.ts";

export const drainOutboxCommand = Command.make("drain-outbox", {}, () =>
  Effect.gen(function* () {
    const summary = yield* drainOutbox();
    yield* Console.log(`Outbox: ${summary.sent} sent, ${summary.retrying} to retry later, ${summary.failed} failed for good.`);
  }).pipe(
    Effect.provide(
      Effect.sync(() => {
        const config = loadAppConfig();
        return makeAccountServices(config).pipe(Layer.provide(DatabaseLive(config)));
      }).pipe(Layer.unwrap),
    ),
  ),
).pipe(
  Command.withDescription(
    "Send the mails waiting in the outbox, with retries and backoff; safe to run from cron and next to running servers",
  ),
);
