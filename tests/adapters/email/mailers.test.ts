import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Effect, Layer, Logger } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Mailer } from "../../../application/mail/mailer.ts";
import { outgoingMail } from "../../../application/mail/mail-templates.ts";
import type { QueuedMail } from "../../../application/mail/outgoing-mail.ts";
import { makeMailTemplatesHtml } from "../../../adapters/email/mail-templates-html.ts";
import { MailerFileOutbox } from "../../../adapters/email/mailer-file-outbox.ts";
import { MailerSmtp } from "../../../adapters/email/mailer-smtp.ts";
import { mailHeader, mailPart, startLoopbackSmtp } from "./loopback-smtp.ts";

const resetLink = `https://films.example/reset/${"A".repeat(43)}`;
const mail = (to: string, id = 7): QueuedMail => ({
  ...outgoingMail(makeMailTemplatesHtml(), { kind: "password-reset", to, link: resetLink }),
  id,
  attempts: 1,
});

const send = (layer: Layer.Layer<Mailer>, queued: QueuedMail) =>
  Effect.runPromise(Effect.flatMap(Effect.service(Mailer), (mailer) => Effect.result(mailer.send(queued))).pipe(Effect.provide(layer)));

describe("sending mail over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  beforeAll(async () => {
    smtp = await startLoopbackSmtp((recipient) => recipient.startsWith("nobody@"));
  });
  afterAll(() => smtp.close());

  it("delivers plain-text and HTML bodies from the configured sender, with a Message-ID named after the outbox row", async () => {
    const outcome = await send(MailerSmtp({ url: smtp.url, from: "TellyFilms <mail@films.example>" }), mail("ann@example.com"));
    expect(outcome._tag).toBe("Success");
    const received = await smtp.nextMail((item) => item.to.includes("ann@example.com"));
    expect(received.from).toBe("mail@films.example");
    expect(mailHeader(received.raw, "Subject")).toBe("Reset your TellyFilms password");
    expect(mailHeader(received.raw, "Message-ID")).toBe("<outbox-7@films.example>");
    expect(mailPart(received.raw, "text/plain")).toContain(resetLink);
    expect(mailPart(received.raw, "text/html")).toContain(`href="${resetLink}"`);
  });

  it("reports a refused address as a permanent failure and a dead server as a passing one", async () => {
    const refused = await send(MailerSmtp({ url: smtp.url, from: "mail@films.example" }), mail("nobody@example.com"));
    expect(refused._tag === "Failure" && refused.failure.permanent).toBe(true);
    const dead = await send(MailerSmtp({ url: "smtp://127.0.0.1:1", from: "mail@films.example" }), mail("ann@example.com"));
    expect(dead._tag === "Failure" && !dead.failure.permanent).toBe(true);
  });
});

describe("the file outbox of the embedded default", () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "tf-outbox-"));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it("writes each mail as an .eml file and logs its links", async () => {
    const logged: Array<unknown> = [];
    const logger = Logger.make(({ message }) => logged.push(message));
    const outcome = await Effect.runPromise(
      Effect.flatMap(Effect.service(Mailer), (mailer) => mailer.send(mail("ann@example.com", 42))).pipe(
        Effect.provide(MailerFileOutbox(path.join(directory, "outbox"), "TellyFilms <no-reply@localhost>")),
        Effect.provide(Logger.layer([logger])),
      ),
    );
    expect(outcome).toBeUndefined();
    const [file] = await readdir(path.join(directory, "outbox"));
    expect(file).toBe("00000042-password-reset.eml");
    const raw = await readFile(path.join(directory, "outbox", file ?? ""), "utf8");
    expect(mailHeader(raw, "To")).toBe("ann@example.com");
    expect(mailPart(raw, "text/plain")).toContain(resetLink);
    expect(JSON.stringify(logged)).toContain(resetLink);
  });
});
