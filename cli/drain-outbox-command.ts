import { Console, Effect } from "effect";
import { Command } from "effect/cli";
import { drainOutbox } from "../application/mail/drain-outbox.ts";
import { AccountServicesFromEnvironment } from "./account-services-layer.ts";
import { recordedJob } from "./recorded-job.ts";

export const drainOutboxCommand = Command.make("drain-outbox", {}, () =>
  Effect.gen(function* () {
    const summary = yield* recordedJob("drain-outbox", drainOutbox());
    yield* Console.log(`Outbox: ${summary.sent} sent, ${summary.retrying} to retry later, ${summary.failed} failed for good.`);
  }).pipe(Effect.provide(AccountServicesFromEnvironment)),
).pipe(
  Command.withDescription("Send the mails waiting in the outbox, with retries and backoff; safe to run from cron, and next to running servers on PostgreSQL"),
);
