import { Clock, Effect } from "effect";
import { PublicSite } from "../accounts/public-site.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { ukShowTime } from "../mail/uk-show-time.ts";
import { unsubscribeUrl } from "../mail/unsubscribe-link.ts";
import { filmAlertDelivery } from "./film-alert-mail.ts";
import { FilmAlerts } from "./film-alerts.ts";

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
  const now = yield* Clock.currentTimeMillis;
  const matched = yield* alerts.findMatches(now);
  // Thousands of mails list the same few thousand showings: each start is written in UK time once.
  const showTimes = new Map<number, string>();
  const showTime = (instant: number): string => {
    const known = showTimes.get(instant);
    if (known !== undefined) return known;
    const text = ukShowTime(instant);
    showTimes.set(instant, text);
    return text;
  };
  let mails = 0;
  let batches = 0;
  for (;;) {
    const batch = yield* alerts.deliverBatch(now, batchSize, (user) =>
      filmAlertDelivery(user, { siteUrl: site.url, unsubscribeUrl: unsubscribeUrl(signer, site.url, user.userId, "email alerts") }, now, showTime),
    );
    if (batch.claimed === 0) break;
    mails += batch.mails;
    batches += 1;
  }
  const summary: FilmAlertsSummary = { matchedUsers: matched.users, matchedTitles: matched.titles, mails, batches };
  return summary;
});
