import { defineEntity, p } from "@mikro-orm/core";

export const MailOutboxSchema = defineEntity({
  name: "MailOutbox",
  tableName: "mail_outbox",
  properties: {
    id: p.integer().primary(),
    // makes a job that runs twice enqueue each mail once
    dedupeKey: p.text().nullable().unique(),
    kind: p.text(),
    toAddress: p.text(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text().nullable(),
    // one-click unsubscribe URL for the List-Unsubscribe header
    listUnsubscribe: p.text().nullable(),
    status: p.enum(["pending", "sent", "failed"] as const).default("pending"),
    attempts: p.smallint().default(0),
    nextAttemptAt: p.datetime().defaultRaw("now()"),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw("now()"),
  },
  indexes: [{ properties: ["status", "nextAttemptAt"] }],
});

export class MailOutbox extends MailOutboxSchema.class {}
MailOutboxSchema.setClass(MailOutbox);
