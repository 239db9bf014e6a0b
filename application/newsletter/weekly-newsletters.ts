import { Context, Schema, type Effect } from "effect";
import { TitleRefFields } from "../../domain/list-item.ts";
import { TasteFilm } from "../../domain/recommendations.ts";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";

export const NewsletterRecipient = Schema.Struct({
  userId: Schema.Int,
  email: Schema.String,
  /** The channels of the user's default custom list; empty when the user never chose any. */
  channels: Schema.Array(Schema.Int),
  taste: Schema.Array(TasteFilm),
  /** Titles the user watched or is not interested in. */
  excluded: Schema.Array(Schema.String),
});
export interface NewsletterRecipient extends Schema.Schema.Type<typeof NewsletterRecipient> {}

export const PremiereShow = Schema.Struct({
  ...TitleRefFields,
  time: Schema.Number,
  channelId: Schema.Int,
  channelName: Schema.String,
});
export interface PremiereShow extends Schema.Schema.Type<typeof PremiereShow> {}

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
