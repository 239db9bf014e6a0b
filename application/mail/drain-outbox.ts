import { Clock, Effect } from "effect";
import { MailOutbox } from "./mail-outbox.ts";
import { Mailer } from "./mailer.ts";

export const MAX_MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;
// A sender that dies mid-batch leaves its mails leased; another sender takes them over after this.
export const MAIL_LEASE_MS = 5 * 60_000;

export const mailRetryDelayMs = (attempts: number): number => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface DrainSummary {
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
}

/** Sends the due mails of the outbox, one batch at a time, until none is due. */
export const drainOutbox = Effect.fn("drainOutbox")(function* (batchSize: number = 50) {
  const outbox = yield* MailOutbox;
  const mailer = yield* Mailer;
  let summary: DrainSummary = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const now = yield* Clock.currentTimeMillis;
    const batch = yield* outbox.claimDue(now, batchSize, now + MAIL_LEASE_MS);
    for (const mail of batch) {
      const outcome = yield* Effect.result(mailer.send(mail));
      const at = yield* Clock.currentTimeMillis;
      if (outcome._tag === "Success") {
        yield* outbox.markSent(mail.id, at);
        summary = { ...summary, sent: summary.sent + 1 };
      } else if (outcome.failure.permanent || mail.attempts >= MAX_MAIL_ATTEMPTS) {
        yield* outbox.markFailed(mail.id, outcome.failure.message);
        yield* Effect.logWarning(`Mail ${mail.id} (${mail.kind}) failed for good: ${outcome.failure.message}`);
        summary = { ...summary, failed: summary.failed + 1 };
      } else {
        yield* outbox.markForRetry(mail.id, outcome.failure.message, at + mailRetryDelayMs(mail.attempts));
        summary = { ...summary, retrying: summary.retrying + 1 };
      }
    }
    if (batch.length < batchSize) return summary;
  }
});
