import { Context, type Effect } from "effect";
import type { TasteFilm } from "../../domain/recommendations.ts";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";

export interface NewsletterRecipient {
  readonly userId: number;
  readonly email: string;
  /** The channels of the user's default custom list; empty when the user never chose any. */
  readonly channels: ReadonlyArray<number>;
  readonly taste: ReadonlyArray<TasteFilm>;
  /** Titles the user watched or is not interested in. */
  readonly excluded: ReadonlyArray<string>;
}

export interface PremiereShow {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
  readonly slug: string;
  readonly kind: "film" | "series";
  readonly time: number;
  readonly channelId: number;
  readonly channelName: string;
}

export interface WeeklyNewsletterMail {
  readonly userId: number;
  readonly mail: OutgoingMail;
}

export interface WeeklyNewslettersShape {
  /** Users with the weekly email on and an account, whose mail for `week` is not queued yet, by id after `afterUserId`. */
  readonly recipients: (week: string, afterUserId: number, limit: number) => Effect.Effect<ReadonlyArray<NewsletterRecipient>>;
  /** Broadcasts between the instants that are premieres on the system, by time, one row per channel. */
  readonly premieres: (systemId: number, from: number, to: number) => Effect.Effect<ReadonlyArray<PremiereShow>>;
  /** In one transaction, queues each mail whose user has no mail for `week` yet and records it; answers how many it queued. */
  readonly deliver: (week: string, mails: ReadonlyArray<WeeklyNewsletterMail>) => Effect.Effect<number>;
  /** Forgets which users had the weeks before `week` (ISO week names sort by time). */
  readonly forgetWeeksBefore: (week: string) => Effect.Effect<void>;
}

export class WeeklyNewsletters extends Context.Service<WeeklyNewsletters, WeeklyNewslettersShape>()("tellyfilms/application/WeeklyNewsletters") {}
