import { Duration, Effect, Layer, Schedule } from "effect";
import { drainOutbox } from "../../application/mail/drain-outbox.ts";

/** Sends queued mail every `intervalSeconds` inside the server process, for as long as the server runs. */
export const OutboxSenderLoop = (intervalSeconds: number) =>
  Layer.effectDiscard(
    drainOutbox().pipe(
      Effect.tap((summary) =>
        summary.sent + summary.retrying + summary.failed > 0
          ? Effect.logInfo(`Outbox: ${summary.sent} sent, ${summary.retrying} to retry, ${summary.failed} failed`)
          : Effect.void,
      ),
      Effect.catchCause((cause) => Effect.logError("Sending queued mail failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(intervalSeconds))),
      Effect.forkScoped,
    ),
  );
