import { Clock, Effect } from "effect";
import { LONDON } from "../../domain/broadcast-day.ts";
import { isoWeekOf } from "../../domain/iso-week.ts";
import { recommendFilms } from "../../domain/recommendations.ts";
import { FREEVIEW_SYSTEM_ID } from "../../domain/system.ts";
import { localDateOf } from "../../domain/zoned-time.ts";
import { PublicSite } from "../accounts/public-site.ts";
import { LinkSigner } from "../mail/link-signer.ts";
import { MailTemplates, outgoingMail } from "../mail/mail-templates.ts";
import { unsubscribeUrl } from "../mail/unsubscribe-link.ts";
import { ChannelLists } from "../personal/channel-lists.ts";
import { RecommendationSource } from "../personal/recommendation-source.ts";
import { WeeklyNewsletters, type PremiereShow, type WeeklyNewsletterMail } from "./weekly-newsletters.ts";

export const NEWSLETTER_RECOMMENDATIONS = 5;
export const NEWSLETTER_PREMIERES = 10;
export const NEWSLETTER_BATCH_SIZE = 200;
const WEEK_MS = 7 * 86_400_000;
const SHOW_GRACE_MS = 3_600_000;
const KEEP_WEEKS = 8;

export interface NewsletterSummary {
  readonly week: string;
  readonly queued: number;
  /** Users with the email on but nothing to recommend and no premiere on their channels this week. */
  readonly empty: number;
}

const firstShowOfEachTitle = (shows: ReadonlyArray<PremiereShow>): ReadonlyArray<PremiereShow> => {
  const first = new Map<string, PremiereShow>();
  for (const show of shows) if (!first.has(show.tconst)) first.set(show.tconst, show);
  return [...first.values()];
};

/**
 * Queues this week's email for every user who wants it: their top recommendations and the premieres on their channels.
 * One mail per user per ISO week (UK dates), however often or concurrently it runs.
 */
export const sendWeeklyNewsletter = Effect.fn("sendWeeklyNewsletter")(function* (batchSize: number = NEWSLETTER_BATCH_SIZE) {
  const newsletters = yield* WeeklyNewsletters;
  const source = yield* RecommendationSource;
  const site = yield* PublicSite;
  const signer = yield* LinkSigner;
  const templates = yield* MailTemplates;
  const now = yield* Clock.currentTimeMillis;
  const week = isoWeekOf(localDateOf(now, LONDON));
  yield* newsletters.forgetWeeksBefore(isoWeekOf(localDateOf(now - KEEP_WEEKS * WEEK_MS, LONDON)));
  const candidates = yield* source.candidates(now - SHOW_GRACE_MS, now + WEEK_MS);
  const premieres = yield* newsletters.premieres(FREEVIEW_SYSTEM_ID, now, now + WEEK_MS);
  const freeview = yield* (yield* ChannelLists).systemChannels(FREEVIEW_SYSTEM_ID);
  let afterUserId = 0;
  let queued = 0;
  let empty = 0;
  for (;;) {
    const recipients = yield* newsletters.recipients(week, afterUserId, batchSize);
    const last = recipients.at(-1);
    if (last === undefined) break;
    afterUserId = last.userId;
    const mails: Array<WeeklyNewsletterMail> = [];
    for (const recipient of recipients) {
      const channels = new Set(recipient.channels.length > 0 ? recipient.channels : freeview);
      const content = {
        recommendations: recommendFilms(recipient.taste, candidates, new Set(recipient.excluded), NEWSLETTER_RECOMMENDATIONS),
        premieres: firstShowOfEachTitle(premieres.filter((show) => channels.has(show.channelId))).slice(0, NEWSLETTER_PREMIERES),
      };
      if (content.recommendations.length === 0 && content.premieres.length === 0) {
        empty += 1;
        continue;
      }
      const unsubscribe = unsubscribeUrl(signer, site.url, recipient.userId, "weekly newsletter");
      const message = { kind: "newsletter", to: recipient.email, ...content, siteUrl: site.url, unsubscribeUrl: unsubscribe } as const;
      const mail = outgoingMail(templates, message, { dedupeKey: `newsletter:${week}:${recipient.userId}`, listUnsubscribe: unsubscribe });
      mails.push({ userId: recipient.userId, mail });
    }
    queued += yield* newsletters.deliver(week, mails);
  }
  const summary: NewsletterSummary = { week, queued, empty };
  return summary;
});
