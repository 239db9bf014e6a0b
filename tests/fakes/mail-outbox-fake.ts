import { Effect, Layer } from "effect";
import { MailOutbox } from "../../application/mail/mail-outbox.ts";
import type { QueuedMail } from "../../application/mail/outgoing-mail.ts";
import { enqueueInMemory, type InMemoryData } from "./in-memory-data.ts";

export const mailOutboxFake = (data: InMemoryData) =>
  Layer.succeed(
    MailOutbox,
    MailOutbox.of({
      enqueue: (mail) => Effect.sync(() => enqueueInMemory(data, mail)),
      claimDue: (now, limit, leaseUntil) =>
        Effect.sync(() =>
          data.outbox
            .filter((row) => row.status === "pending" && row.nextAttemptAt <= now)
            .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id)
            .slice(0, limit)
            .map((row): QueuedMail => {
              row.attempts += 1;
              row.nextAttemptAt = leaseUntil;
              return { ...row.mail, html: row.mail.html, id: row.id, attempts: row.attempts };
            })
            .sort((a, b) => a.id - b.id),
        ),
      markSent: (id, now) =>
        Effect.sync(() => {
          const row = data.outbox.find((mail) => mail.id === id);
          if (row === undefined) return;
          row.status = "sent";
          row.sentAt = now;
          row.lastError = null;
        }),
      markForRetry: (id, error, nextAttemptAt) =>
        Effect.sync(() => {
          const row = data.outbox.find((mail) => mail.id === id);
          if (row === undefined) return;
          row.nextAttemptAt = nextAttemptAt;
          row.lastError = error;
        }),
      markFailed: (id, error) =>
        Effect.sync(() => {
          const row = data.outbox.find((mail) => mail.id === id);
          if (row === undefined) return;
          row.status = "failed";
          row.lastError = error;
        }),
    }),
  );
