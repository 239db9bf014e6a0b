import { Clock, Effect } from "effect";
import { PublicSite } from "../accounts/public-site.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { rememberingShowTime } from "../mail/remembering-show-time.ts";
import { unsubscribeUrl } from "../mail/unsubscribe-link.ts";
import { alertMessages } from "./alert-message.ts";
import { FilmAlerts, type AlertDelivery, type UserAlerts } from "./film-alerts.ts";

export const ALERT_BATCH_SIZE = 500;

export interface FilmAlertsSummary {
  readonly matchedUsers: number;
  readonly matchedTitles: number;
  readonly mails: number;
  readonly batches: number;
}

/**
 * Finds every user whose alerted films have new showings and queues one mail (and one bell message per film) for each,
 * through the outbox; a second run, a concurrent run or a run after a crash sends nothing twice and skips no one.
 */
export const sendFilmAlerts = Effect.fn("sendFilmAlerts")(function* (batchSize: number = ALERT_BATCH_SIZE) {
  const alerts = yield* FilmAlerts;
  const site = yield* PublicSite;
  const signer = yield* LinkSigner;
  const templates = yield* MailTemplates;
  const now = yield* Clock.currentTimeMillis;
  const matched = yield* alerts.findMatches(now);
  // Thousands of messages name the same few thousand showings: each start is written in UK time once.
  const showTime = rememberingShowTime();
  /** One mail listing every title with new showings, and one bell message per title. */
  const delivery = (user: UserAlerts): AlertDelivery => {
    const unsubscribe = unsubscribeUrl(signer, site.url, user.userId, "email alerts");
    const message = { kind: "film-alert", to: user.email, titles: user.titles, siteUrl: site.url, unsubscribeUrl: unsubscribe } as const;
    return {
      mail: outgoingMail(templates, message, { dedupeKey: `film-alert:${user.key}`, listUnsubscribe: unsubscribe }),
      messages: alertMessages(user.titles, now, showTime),
    };
  };
  let mails = 0;
  let batches = 0;
  for (;;) {
    const batch = yield* alerts.deliverBatch(now, batchSize, delivery);
    if (batch.claimed === 0) break;
    mails += batch.mails;
    batches += 1;
  }
  const summary: FilmAlertsSummary = { matchedUsers: matched.users, matchedTitles: matched.titles, mails, batches };
  return summary;
});
