import { Context, type Effect } from "effect";
import type { FeedbackCategory } from "../../domain/feedback.ts";
import type { ReportCode } from "../../domain/report-code.ts";

export interface FeedbackEntry {
  readonly feedback: string;
  readonly category: FeedbackCategory;
  readonly email: string | null;
}

export interface ClientErrorEntry {
  readonly url: string;
  readonly method: string;
  readonly message: string;
  readonly userAgent: string | null;
}

export interface SiteInboxShape {
  readonly saveFeedback: (entry: FeedbackEntry, now: number) => Effect.Effect<void>;
  /** Keeps a browser-reported failure for operators. */
  readonly recordClientError: (entry: ClientErrorEntry, now: number) => Effect.Effect<void>;
  /** Records a report code against a film or series; false when no title has the slug. */
  readonly reportTitleError: (slug: string, code: ReportCode, now: number) => Effect.Effect<boolean>;
  /** Counts one view of an advert; false when there is no such active advert. */
  readonly countAdvertView: (advertId: number) => Effect.Effect<boolean>;
}

/** What visitors send in: feedback, error reports, film reports and advert views. */
export class SiteInbox extends Context.Service<SiteInbox, SiteInboxShape>()("tellyfilms/application/SiteInbox") {}
