import { Console, Effect } from "effect";
import { Command, Flag } from "effect/cli";
import { ALERT_BATCH_SIZE, sendFilmAlerts } from "../application/alerts/send-film-alerts.ts";
import { AccountServicesFromEnvironment } from "./account-services-layer.ts";
import { recordedJob } from "./recorded-job.ts";

export const sendAlertsCommand = Command.make(
  "send-alerts",
  {
    batchSize: Flag.Int("batch-size").pipe(
      Flag.withDescription("Users per transaction (each batch commits its mails, messages and records together)"),
      Flag.withDefault(ALERT_BATCH_SIZE),
    ),
  },
  ({ batchSize }) =>
    Effect.gen(function* () {
      const started = Date.now();
      const summary = yield* recordedJob("send-alerts", sendFilmAlerts(Math.max(1, batchSize)));
      yield* Console.log(
        `Film alerts: ${summary.matchedUsers} users have new showings of their alerted films (${summary.matchedTitles} alerts in all); ` +
          `queued ${summary.mails} mails in ${summary.batches} batches in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
          "The outbox sender (drain-outbox, or a running server) delivers them.",
      );
    }).pipe(Effect.provide(AccountServicesFromEnvironment)),
).pipe(
  Command.withDescription(
    "Email every user with film alerts on about new UK TV showings and streaming offers of their alerted films (one mail per user, through the outbox; safe to rerun or run concurrently)",
  ),
);
