import { Context, type Effect } from "effect";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";
import type { NewMessage } from "../personal/user-messages.ts";

/** One broadcast (on one or more channels at the same time) or one streaming service offering the title. */
export interface AlertShowing {
  readonly time: number;
  readonly channels: ReadonlyArray<string>;
  /** The streaming or on-demand service's display name; null for a broadcast. */
  readonly service: string | null;
  readonly link: string | null;
}

export interface AlertedTitle {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
  readonly slug: string;
  readonly kind: "film" | "series";
  /** Broadcasts by time, then services by name. */
  readonly showings: ReadonlyArray<AlertShowing>;
}

/** The showings of a user's alerted titles that the user was not told about yet. */
export interface UserAlerts {
  readonly userId: number;
  readonly email: string;
  readonly titles: ReadonlyArray<AlertedTitle>;
  /** The same user and showings always give the same key, so a delivery can be recognised if it is repeated. */
  readonly key: string;
}

export interface AlertDelivery {
  readonly mail: OutgoingMail;
  readonly messages: ReadonlyArray<NewMessage>;
}

export interface AlertMatches {
  readonly users: number;
  readonly titles: number;
}

export interface AlertBatch {
  readonly claimed: number;
  readonly mails: number;
}

export interface FilmAlertsShape {
  /**
   * Brings the known showings in step with the schedule (a new upcoming broadcast or streaming offer gets a new, higher
   * id; ended ones go) and queues every user with film alerts on who has an alerted title with a showing newer than
   * they were told about. One set-based pass; safe to run twice or concurrently.
   */
  readonly findMatches: (now: number) => Effect.Effect<AlertMatches>;
  /**
   * Claims up to `limit` queued users that no other run holds and, in one transaction, writes the mail and messages
   * `deliver` makes of each user's untold showings, records those showings as told and leaves the queue. A failure
   * anywhere leaves the whole batch queued. 0 claimed: nothing is left that this run can take.
   */
  readonly deliverBatch: (now: number, limit: number, deliver: (alerts: UserAlerts) => AlertDelivery) => Effect.Effect<AlertBatch>;
}

export class FilmAlerts extends Context.Service<FilmAlerts, FilmAlertsShape>()("tellyfilms/application/FilmAlerts") {}
