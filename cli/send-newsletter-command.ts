import { Console, Effect } from "effect";
import { Command, Flag } from "effect/cli";
import { NEWSLETTER_BATCH_SIZE, sendWeeklyNewsletter } from "../application/newsletter/send-weekly-newsletter.ts";
import { AccountServicesFromEnvironment } from "./account-services-layer.ts";
import { recordedJob } from "./recorded-job.ts";

export const sendNewsletterCommand = Command.make(
  "send-newsletter",
  {
    batchSize: Flag.Int("batch-size").pipe(Flag.withDescription("Users per transaction"), Flag.withDefault(NEWSLETTER_BATCH_SIZE)),
  },
  ({ batchSize }) =>
    Effect.gen(function* () {
      const summary = yield* recordedJob("send-newsletter", sendWeeklyNewsletter(Math.max(1, batchSize)));
      yield* Console.log(
        `Weekly email ${summary.week}: queued ${summary.queued} mails; ${summary.empty} users had nothing to recommend this week. ` +
          "The outbox sender (drain-outbox, or a running server) delivers them.",
      );
    }).pipe(Effect.provide(AccountServicesFromEnvironment)),
).pipe(
  Command.withDescription(
    "Queue this week's recommendations email (top picks and premieres on the user's channels) for every user who has it on; once per user per ISO week",
  ),
);
