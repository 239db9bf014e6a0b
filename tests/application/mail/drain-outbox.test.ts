import { Effect, Layer } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { drainOutbox, MAX_MAIL_ATTEMPTS, MAIL_LEASE_MS, mailRetryDelayMs } from "../../../application/mail/drain-outbox.ts";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import type { QueuedMail } from "../../../application/mail/outgoing-mail.ts";
import { makeInMemoryData } from "../../fakes/in-memory-data.ts";
import { mailOutboxFake } from "../../fakes/mail-outbox-fake.ts";
import { mailerFake } from "../../fakes/mailer-fake.ts";

const START = Date.UTC(2026, 10, 20, 12);

const setUp = (refuse: (mail: QueuedMail) => "temporarily" | "permanently" | null = () => null) => {
  const data = makeInMemoryData();
  const delivered: Array<QueuedMail> = [];
  const layer = Layer.merge(mailOutboxFake(data), mailerFake(delivered, refuse));
  const at = <A, E>(offset: number, effect: Effect.Effect<A, E, MailOutbox | Layer.Success<typeof layer>>) =>
    Effect.runPromise(Effect.andThen(TestClock.setTime(START + offset), effect).pipe(Effect.provide(layer), Effect.provide(TestClock.layer())));
  const enqueue = (to: string) =>
    at(
      0,
      Effect.flatMap(Effect.service(MailOutbox), (outbox) => outbox.enqueue({ kind: "test", to, subject: "s", text: "t", html: "<p>t</p>" })),
    );
  return { data, delivered, at, enqueue };
};

describe("draining the outbox", () => {
  it("sends every due mail once and marks it sent", async () => {
    const { data, delivered, at, enqueue } = setUp();
    await enqueue("a@example.com");
    await enqueue("b@example.com");
    expect(await at(0, drainOutbox())).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await at(1000, drainOutbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(delivered.map((mail) => mail.to)).toEqual(["a@example.com", "b@example.com"]);
    expect(data.outbox.map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("retries a mail the server refused for now with a growing delay, and gives up after the last attempt", async () => {
    const { data, at, enqueue } = setUp(() => "temporarily");
    await enqueue("a@example.com");
    let elapsed = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await at(elapsed, drainOutbox())).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await at(elapsed + mailRetryDelayMs(attempt) - 1, drainOutbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
      elapsed += mailRetryDelayMs(attempt);
    }
    expect(await at(elapsed, drainOutbox())).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(data.outbox[0]).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, lastError: "refused temporarily" });
    expect(mailRetryDelayMs(2)).toBe(2 * mailRetryDelayMs(1));
  });

  it("gives up at once on a permanent refusal", async () => {
    const { data, at, enqueue } = setUp((mail) => (mail.to === "bad@example.com" ? "permanently" : null));
    await enqueue("bad@example.com");
    await enqueue("good@example.com");
    expect(await at(0, drainOutbox())).toEqual({ sent: 1, retrying: 0, failed: 1 });
    expect(data.outbox.map((row) => row.status)).toEqual(["failed", "sent"]);
  });

  it("takes over mails another sender leased and never finished", async () => {
    const { delivered, at, enqueue } = setUp();
    await enqueue("a@example.com");
    await at(
      0,
      Effect.flatMap(Effect.service(MailOutbox), (outbox) => outbox.claimDue(START, 10, START + MAIL_LEASE_MS)),
    );
    expect(await at(1000, drainOutbox())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await at(MAIL_LEASE_MS, drainOutbox())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(delivered).toHaveLength(1);
  });
});
